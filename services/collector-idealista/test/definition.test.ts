import { describeCollectorDefinition } from '@estate/collector-kit/testing';
import { collector } from '../src/index.js';

describeCollectorDefinition(collector);
