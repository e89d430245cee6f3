/**
 * React Server Components "flight" facts, as zoopla.co.uk's App Router pages (late 2024 on)
 * carry them: the stream is sent in `<script>self.__next_f.push([1,"…"])</script>` chunks, each a
 * JSON string; joined, they are rows `<hex id>:<payload>\n`. A long text is its own row,
 * `<id>:T<hex byte length>,<text>` with no newline after it, and a field holding it is written
 * `"$<id>"` (seen as `"detailedDescription":"$8f"` on a saved 2026 listing page).
 */

/** `self.__next_f.push([1,"…"])`: the call each chunk is written as. */
export const PUSH_CALL = 'self.__next_f.push';
/** The first script of a flight page, before any chunk. */
export const BOOTSTRAP = '(self.__next_f=self.__next_f||[]).push([0])';
/** A field that points at another row: `"$8f"`. */
export const REFERENCE = /^\$([0-9a-f]+)$/;
