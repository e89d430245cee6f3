import { runCollectorProcess } from '@estate/collector-kit';
import { collector } from './collector.js';

await runCollectorProcess(collector);
