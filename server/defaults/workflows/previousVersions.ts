/**
 * The fingerprints (server/workflow/workflowFingerprint.ts) of every workflow definition earlier
 * releases shipped and stored in tenants as `<entity>-workflow` scripts, by entity. A stored
 * definition with one of these fingerprints is a shipped copy nobody edited: the upgrade replaces it
 * with the current shipped definition (server/workflow/upgradeStoredWorkflows.ts). Computed from the
 * repository's history of server/defaults/workflows; add the fingerprint of a definition here in the
 * change that edits it.
 */
export const PREVIOUS_SHIPPED_WORKFLOWS: Readonly<Record<string, readonly string[]>> = {
  Contract: ['8c5642b748cd3147'],
  // three earlier invoice workflows (before the legal number on validation, and before that)
  Invoice: ['6abd3c198733b460', '198b86ce81d0cef0', 'eff7cfe164262e4c'],
  Agreement: ['6002674538ff5af0'],
  Amendment: ['c888353267977619'],
  Person: ['e1bd4c28f61c9010'],
  Prospect: ['0b18eba3d2dd7fbc'],
  // the deal workflow whose Won set probability 100 (10,000 %), then the one setting 1
  Deal: ['d029c88cc8a0a28b', 'ccc7f7a61a77d635'],
  Asset: ['b2943103e043725c'],
  PaymentFile: ['72695d4fd90d2d16'],
};
