// The answers the server put in a member's page (server/http/spa-bootstrap.ts, issue 27), read
// once at start and handed out once each: a later visit to the same screen asks the server.
// In the first bundle every visitor loads, so it stays small and zod-free.
import { BOOTSTRAP_ELEMENT_ID, type BootstrapData } from '../../shared/bootstrap.ts';

let answers: Map<string, unknown> | null = null;

function read(): Map<string, unknown> {
  if (answers) return answers;
  answers = new Map();
  const element =
    typeof document === 'undefined' ? null : document.getElementById(BOOTSTRAP_ELEMENT_ID);
  if (!element) return answers;
  element.remove();
  try {
    const data = JSON.parse(element.textContent ?? '') as Partial<BootstrapData> | null;
    for (const [path, answer] of Object.entries(data?.answers ?? {})) answers.set(path, answer);
  } catch {
    // A page whose block cannot be read is a page without one: the app asks as before.
  }
  return answers;
}

/** The page's answer for the API path `path` (GET, no query), once; undefined when it has none. */
export function takeBootstrapAnswer(path: string): unknown {
  const known = read();
  const answer = known.get(path);
  known.delete(path);
  return answer;
}
