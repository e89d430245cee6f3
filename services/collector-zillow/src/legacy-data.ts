/**
 * Where Zillow pages kept their data before `__NEXT_DATA__`, still served by some routes and
 * found in saved pages: a search page's store in `<script data-zrr-shared-data-key=
 * "mobileSearchPageStore">` with the JSON wrapped in an HTML comment (`<!--{…}-->`), and a home's
 * Apollo cache in `<script id="hdpApolloPreloadedData">` (`{"zpid":…,"apiCache":"{…}"}`, the
 * cache a JSON string whose entries hold the `property`, as `gdpClientCache` does today).
 */
import { scriptText, type ScriptText } from '@estate/collector-kit';

function uncommented(script: ScriptText): ScriptText {
  const text = script.text.trim().replace(/^<!--/, '').replace(/-->$/, '');
  return { text, closed: script.closed };
}

/** The data script of a page without `__NEXT_DATA__`, if it has one of the older ones. */
export function legacyDataScript(html: string): ScriptText | undefined {
  const store = scriptText(html, 'script[data-zrr-shared-data-key="mobileSearchPageStore"]');
  if (store) return uncommented(store);
  return scriptText(html, 'script#hdpApolloPreloadedData');
}
