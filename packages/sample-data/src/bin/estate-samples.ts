#!/usr/bin/env node
// The sample generator on the command line: `estate-samples --out DIR --seed N --size N`.
import { SAMPLES_USAGE, samplesRequest, writeRequestedSamples } from '../samples-cli.js';

try {
  const request = samplesRequest(process.argv.slice(2));
  const result = await writeRequestedSamples(request);
  for (const p of result.platforms) process.stdout.write(`${p.platform}: ${p.state} (${p.files} files, ${p.listings} listings) in ${request.outDir}\n`);
} catch (err) {
  process.stderr.write(`estate-samples: ${err instanceof Error ? err.message : String(err)}\n\n${SAMPLES_USAGE}\n`);
  process.exitCode = 2;
}
