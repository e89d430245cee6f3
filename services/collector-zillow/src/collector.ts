/**
 * The Zillow collector as the collector kit runs it: its metadata, parser and renderer.
 */
import type { CollectorDefinition } from '@estate/collector-kit';
import { definition } from './definition.js';
import { parse } from './parse.js';
import { renderer } from './render.js';

export const collector: CollectorDefinition = { ...definition, parse, renderer };
