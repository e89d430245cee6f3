/**
 * Zillow's pages are Next.js pages: the data behind the HTML travels as JSON in
 * `<script id="__NEXT_DATA__" type="application/json">`, found with the HTML parser.
 */
import { scriptText, type ScriptText } from '@estate/collector-kit';

export function nextDataScript(html: string): ScriptText | undefined {
  return scriptText(html, 'script#__NEXT_DATA__');
}
