/**
 * The message a script sees when a capability throws. Only client-side failures (an error
 * with a status under 500, such as an AppError "not found") pass their message through; any
 * other host error is reduced to the capability name, so no host detail leaks into a script.
 */
export function capabilityFailure(name: string, error: unknown): string {
  if (error instanceof Error && 'status' in error && typeof error.status === 'number' && error.status < 500) {
    return `${name}: ${error.message}`;
  }
  return `Capability ${name} failed`;
}
