import type { AgentBody } from '@estate/contract';

/** What the `agents` KV bucket holds per agent id: the contract's Agent as served, and its version. */
export interface StoredAgent {
  agent: AgentBody;
  observed_at: string;
  event_id: string;
}
