/**
 * The ImmobilienScout24 collector as the collector kit runs it: its metadata, parser and renderer. It has
 * no live plan: the platform is not reachable from here, so it runs in replay mode, on
 * recorded payloads or on samples its renderer writes.
 */
import type { CollectorDefinition } from '@estate/collector-kit';
import { definition } from './definition.js';
import { parse } from './parse.js';
import { renderer } from './render.js';

export const collector: CollectorDefinition = { ...definition, parse, renderer };
