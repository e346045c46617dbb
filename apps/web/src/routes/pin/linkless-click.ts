// A linkless ad's click (req 000-7.19, domain links/linkless.ts): the ad's closeup opened is its
// click, so it is reported once per closeup, when the whole pin is here, and the server sends the
// destination its plain GET. Bots report nothing.
import { useEffect, useRef } from 'react';
import type { Pin } from '@corkboard/contracts';
import {
  clientTrackingParams,
  isGoLinkless,
  linklessAuxData,
  linklessDestination,
} from '@corkboard/domain';
import { v3 } from '../../api/client';

export function useLinklessClick(pin: Pin | undefined, whole: boolean, isBot: boolean): void {
  const reported = useRef<string | null>(null);
  useEffect(() => {
    if (!pin || !whole || isBot || reported.current === pin.id || !isGoLinkless(pin)) return;
    const url = linklessDestination(pin);
    if (!url) return;
    reported.current = pin.id;
    v3('POST', '/v3/offsite/', {
      url,
      pin_id: pin.id,
      check_only: false,
      client_tracking_params: clientTrackingParams('closeup'),
      aux_data: linklessAuxData(pin.id),
    }).catch(() => undefined);
  }, [pin, whole, isBot]);
}
