// The session fields for the web (spec 000 §3, 002 §3, reqs 000-3.29, 002-3.14): derived in one
// place (domain visitor/session.ts) from the viewer, the signed-out saves record and the
// visitor record in this browser. Loaded with what reads it (the gated prompts).
import type { Me } from '@corkboard/contracts';
import { sessionView, type Session } from '@corkboard/domain';
import { readSignedOutRecord } from '../saving/signed-out-record';
import { readVisitorRecord } from './visitor-history';

export function readSession(viewer: Pick<Me, 'id'> | null): Session {
  return sessionView({
    viewer,
    signedOutSaves: readSignedOutRecord(),
    visitorRecord: readVisitorRecord(),
  });
}
