// Import zones (docs/architecture.md, "Zones"), checked by eslint/zones-plugin.ts. A wrong arrow between layers fails `npm run lint`;
// eslint/zones.test.ts lints a deliberate violation of each zone to prove the rules bite.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

const root = path.dirname(import.meta.dirname);
const subfolders = (dir: string): string[] =>
  existsSync(path.join(root, dir))
    ? readdirSync(path.join(root, dir), { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
    : [];
const filesOf = (dir: string): string[] =>
  readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => `./${dir}/${entry.name}`);

/** A server module's public file; everything else in its folder is internal. */
export const MODULE_PUBLIC_FILE = 'index.ts';

function serverModuleZones(): ImportZone[] {
  const modules = subfolders('src/server/modules');
  return modules.map((name) => ({
    target: `./src/server/modules/${name}`,
    from: modules
      .filter((other) => other !== name)
      .flatMap((other) => filesOf(`src/server/modules/${other}`))
      .filter((file) => path.basename(file) !== MODULE_PUBLIC_FILE),
    message: `A server module imports another module only through its public ${MODULE_PUBLIC_FILE}.`,
  }));
}

function webFeatureZones(): ImportZone[] {
  const features = subfolders('src/web/features');
  return features.map((name) => ({
    target: `./src/web/features/${name}`,
    from: features.filter((other) => other !== name).map((other) => `./src/web/features/${other}`),
    message:
      'A feature does not import another feature: move what both need to entities/, components/ or lib/.',
  }));
}

export interface ImportZone {
  target: string | string[];
  from: string | string[];
  except?: string[];
  message: string;
}

export function importZones(): ImportZone[] {
  return [
    {
      target: './src/shared',
      from: [
        './src/domain',
        './src/db',
        './src/server',
        './src/analysis',
        './src/web',
        './src/config',
      ],
      message: 'shared is isomorphic and depends on nothing of ours.',
    },
    {
      target: './src/domain',
      from: ['./src/db', './src/server', './src/analysis', './src/web', './src/config'],
      message: 'domain is pure: it imports only shared (and itself).',
    },
    {
      target: './src/config',
      from: ['./src/db', './src/server', './src/analysis', './src/web', './src/domain'],
      message: 'config is read by everyone and imports only shared.',
    },
    {
      target: './src/web',
      from: ['./src/db', './src/server', './src/analysis', './src/config'],
      message: 'The web app never imports db, server, analysis or config.',
    },
    {
      target: './src/analysis',
      from: ['./src/server', './src/web'],
      message: 'analysis never imports server (configuration lives in src/config).',
    },
    {
      target: './src/db',
      from: ['./src/server', './src/analysis', './src/web', './src/domain'],
      message: 'db holds the schema and the client only.',
    },
    {
      target: './src/server',
      from: './src/analysis',
      except: ['./analysis-client.ts'],
      message: 'The server reaches the analysis side only through analysis/analysis-client.ts.',
    },
    ...serverModuleZones(),
    ...webFeatureZones(),
    {
      target: ['./src/web/entities', './src/web/components', './src/web/lib'],
      from: ['./src/web/features', './src/web/app'],
      message: 'Shared web layers do not import features or the app shell.',
    },
    {
      target: ['./src/web/components', './src/web/lib'],
      from: './src/web/entities',
      message: 'Generic components and lib do not import entities.',
    },
  ];
}
