type Rec = Record<string, unknown>;

/** The derived counts of a committee (seed 002 §3.6). */
export interface CommitteeCounts {
  /** Persons whose inviteStatus is not INTENDED (an entry without a status counts as invited). */
  invited: number;
  /** rsvp ACCEPTED. */
  accepted: number;
  /** rsvp REFUSED. */
  refused: number;
  /** inviteStatus PRESENTED. */
  presented: number;
  /** inviteStatus ABSENT. */
  absent: number;
  /** Entries of persons. */
  persons: number;
  /** Projects reviewed. */
  projects: number;
}

const entries = (v: unknown): Rec[] =>
  Array.isArray(v) ? v.filter((e): e is Rec => typeof e === 'object' && e !== null) : [];

/** Counts a committee's persons by invitation and answer, and its projects. */
export function committeeCounts(committee: Rec): CommitteeCounts {
  const persons = entries(committee.persons);
  const count = (test: (p: Rec) => boolean) => persons.filter(test).length;
  return {
    invited: count((p) => p.inviteStatus !== 'INTENDED'),
    accepted: count((p) => p.rsvp === 'ACCEPTED'),
    refused: count((p) => p.rsvp === 'REFUSED'),
    presented: count((p) => p.inviteStatus === 'PRESENTED'),
    absent: count((p) => p.inviteStatus === 'ABSENT'),
    persons: persons.length,
    projects: Array.isArray(committee.projects) ? committee.projects.length : 0,
  };
}
