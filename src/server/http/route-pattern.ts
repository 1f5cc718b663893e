/** A route pattern from a shared path builder, which URL-encodes the ':' of a parameter. */
export function routePattern(path: string): string {
  return decodeURIComponent(path);
}
