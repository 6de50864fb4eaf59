// Lints the OpenAPI document on standard input with Redocly's recommended rules and prints
// the problems as JSON. A process of its own: @redocly/openapi-core is an ES module, which
// jest's CommonJS test modules cannot import. The ruleset ships inside the package, so the
// check runs offline.
import { createConfig, lintFromString } from '@redocly/openapi-core';

let source = '';
for await (const chunk of process.stdin) source += chunk;
const config = await createConfig({ extends: ['recommended'] });
const problems = await lintFromString({ source, absoluteRef: 'openapi.json', config });
process.stdout.write(
  JSON.stringify(
    problems.map((problem) => ({
      ruleId: problem.ruleId,
      severity: problem.severity,
      message: problem.message,
      pointer: problem.location[0]?.pointer,
    })),
  ),
);
