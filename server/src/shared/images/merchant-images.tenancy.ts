import { createHash } from 'node:crypto';
import type { TTenancyCase } from '../../test/tenancy.ts';
import { imageByHash, pruneUnusedImages, storeMerchantImage } from './merchant-images.queries.ts';

const BYTES = Buffer.from('tenancy case bytes');
const IMAGE = {
  sha256: createHash('sha256').update(BYTES).digest(),
  contentType: 'image/png',
  width: 480,
  height: 270,
  bytes: BYTES,
};

export const TENANCY_CASES: TTenancyCase[] = [
  {
    fn: storeMerchantImage,
    run: ({ db, A }) => storeMerchantImage(db, A.company, IMAGE),
  },
  {
    fn: imageByHash,
    unscoped:
      'The public image URL names bytes by their sha-256: whichever merchant holds them, the answer is those bytes, ' +
      'and only someone given the URL can ask.',
  },
  { fn: pruneUnusedImages, run: ({ db, A }) => pruneUnusedImages(db, A.company) },
];
