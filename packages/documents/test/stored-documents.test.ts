import { BUCKET_LIST, type BucketEntry, type DocumentBucketKind } from '@estate/bus';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { StoredDocument, StoredDocumentKind, StoredListing } from '../src/index.js';

describe('the stored documents', () => {
  it('are one per `document` bucket, and the bucket of each', () => {
    // The type check holds it both ways (stored-documents.ts); this shows what it holds today.
    expectTypeOf<StoredDocumentKind>().toEqualTypeOf<DocumentBucketKind>();
    expectTypeOf<StoredDocument<'listing'>>().toEqualTypeOf<StoredListing>();
    const documentKinds = (Object.values(BUCKET_LIST) as readonly BucketEntry[]).filter((b) => b.holds === 'document').map((b) => b.kind);
    expect(documentKinds.sort()).toEqual(['agency', 'agent', 'auction', 'building', 'development', 'listing', 'location', 'open_house', 'stay']);
  });
});
