import { BUCKETS, openBucket, Publisher } from '@estate/bus';
import { createReadJobHandler, getReadJobHandler, getReadJobResultsHandler } from '../jobs/read-job-handlers.js';
import { ReadJobBucket } from '../jobs/read-job-bucket.js';
import { LiveListings } from '../reads/live-listings.js';
import { defineKind } from './kind.js';

/**
 * Read jobs: a fresh collection asked of the collectors through JOBS, its state in the
 * `read_jobs` bucket (the gateway's record of the job, the projector's copy of each platform's
 * progress), its listings in `read_job_results` and their documents in `listings`.
 */
export const jobsKind = defineKind({
  kind: 'jobs',
  async open({ bus, board, locations, logger }) {
    const deps = {
      jobs: await ReadJobBucket.open(bus),
      board,
      locations,
      listings: new LiveListings(await openBucket(bus, BUCKETS.listings)),
      publisher: new Publisher(bus, { logger }),
    };
    return {
      handlers: {
        createReadJob: createReadJobHandler(deps),
        getReadJob: getReadJobHandler(deps),
        getReadJobResults: getReadJobResultsHandler(deps),
      },
    };
  },
});
