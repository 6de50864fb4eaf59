/** `npm run docs:config`: writes docs/configuration.md from the configuration schema. */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { configurationDocument } from '@agency/service-common';

const file = path.resolve(__dirname, '../docs/configuration.md');
writeFileSync(file, configurationDocument());
console.log(`Wrote ${path.relative(process.cwd(), file)}`);
