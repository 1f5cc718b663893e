// `npm start`: build the web app if its sources changed, then run the server (which migrates
// the database and prints the URL and, on an empty community, a founder invite code).
import { buildWeb, webBuildIsStale } from './web-build.ts';

if (webBuildIsStale()) {
  console.log('Building the web app...');
  await buildWeb();
}
const { runServer } = await import('../src/server/main.ts');
await runServer();
