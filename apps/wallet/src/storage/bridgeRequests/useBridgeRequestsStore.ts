import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { createSafeStorage } from '../persistence/createSafeStorage.ts';
import { type BridgeRequest, bridgeRequestSchema } from './bridgeRequestSchema.ts';
import { type BridgeRequestsState, bridgeRequestsPersistence } from './bridgeRequestsPersistence.ts';

interface BridgeRequestsActions {
  /** Saves a request before it is signed; false if it is invalid (then nothing may be sent). */
  save(request: BridgeRequest): boolean;
  /** Changes a saved request (its hash once sent, its state); false if it is not saved or the change is invalid. */
  update(uuid: string, changes: Partial<Pick<BridgeRequest, 'hash' | 'state'>>): boolean;
  /** Forgets a request that was paid out. */
  remove(uuid: string): void;
}

/** The bridge pending requests of every account, persisted and checked on load. */
export const useBridgeRequestsStore = create<BridgeRequestsState & BridgeRequestsActions>()(
  persist(
    (set, get) => ({
      requests: [],
      save: (request) => {
        const parsed = bridgeRequestSchema.safeParse(request);
        if (!parsed.success) return false;
        set({ requests: [...get().requests.filter((r) => r.uuid !== request.uuid), parsed.data] });
        return true;
      },
      update: (uuid, changes) => {
        const current = get().requests.find((r) => r.uuid === uuid);
        if (!current) return false;
        const next = bridgeRequestSchema.safeParse({ ...current, ...changes });
        if (!next.success) return false;
        set({ requests: get().requests.map((r) => (r.uuid === uuid ? next.data : r)) });
        return true;
      },
      remove: (uuid) => set({ requests: get().requests.filter((r) => r.uuid !== uuid) }),
    }),
    {
      name: bridgeRequestsPersistence.key,
      version: bridgeRequestsPersistence.version,
      storage: createSafeStorage(bridgeRequestsPersistence),
      partialize: ({ requests }): BridgeRequestsState => ({ requests }),
    },
  ),
);
