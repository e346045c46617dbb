// The closeup's "…" menu: the card's menu (Download image, "Why am I seeing this?", the ad's
// explanation, Hide Pin, Report Pin: the domain's decisions for the PinCloseup surface) plus
// Copy link and Embed, which only the pin page offers.
import { useMemo, useState } from 'react';
import type { Pin } from '@corkboard/contracts';
import {
  CLOSEUP_TEXT,
  decidePinCard,
  embedSnippet,
  pinPath,
  PROFILE_ACTIONS,
} from '@corkboard/domain';
import { Modal } from '../../components/modal/Modal';
import { useCardContext } from '../../components/pin-card/card-context';
import { mainImage } from '../../components/pin-card/MorePopover';
import { MenuExtras } from '../../components/menu-extras/menu-extras';
import { MoreMenu, type MenuState } from '../../components/pin-card/MoreMenu';
import { copyWhenReady, sharedIdeaUrl } from '../../components/shared-idea/share-link';
import { showToast } from '../../saving/overlays';
import { useApp } from '../../state/app-context';

function copy(text: string | Promise<string>, done: string) {
  void copyWhenReady(Promise.resolve(text))
    .then(() => showToast({ text: done }))
    .catch(() => undefined);
}

function EmbedDialog({ code, onClose }: { code: string; onClose: () => void }) {
  return (
    <Modal title={CLOSEUP_TEXT.embedTitle} onClose={onClose} testId="closeup-embed" size="medium">
      <p className="modal-subtitle">{CLOSEUP_TEXT.embedHint}</p>
      <textarea
        className="closeup-embed-code"
        readOnly
        rows={4}
        value={code}
        onFocus={(event) => event.currentTarget.select()}
        data-testid="closeup-embed-code"
      />
      <div className="modal-actions">
        <button
          type="button"
          className="btn btn-red"
          onClick={() => copy(code, CLOSEUP_TEXT.codeCopied)}
          data-testid="closeup-embed-copy"
        >
          {CLOSEUP_TEXT.copyCode}
        </button>
      </div>
    </Modal>
  );
}

export function CloseupMenu({ pin }: { pin: Pin }) {
  const ctx = useCardContext('PinCloseup');
  const { viewer } = useApp();
  const model = useMemo(() => decidePinCard(pin, ctx), [pin, ctx]);
  const [open, setOpen] = useState<MenuState>(null);
  const [embed, setEmbed] = useState<string | null>(null);
  const pageUrl = () => new URL(pinPath(pin.id, pin.title || pin.grid_title), location.href).href;
  const extraItems = [
    {
      label: CLOSEUP_TEXT.copyLink,
      testId: 'closeup-copy-link',
      // Signed in, the link carries the viewer's invite code: a shared idea.
      onClick: () =>
        copy(
          sharedIdeaUrl({
            pinId: pin.id,
            path: pinPath(pin.id, pin.title || pin.grid_title),
            channel: 'copy_link',
            signedIn: viewer !== null,
          }),
          PROFILE_ACTIONS.linkCopied,
        ),
    },
    {
      label: CLOSEUP_TEXT.embed,
      testId: 'closeup-embed-open',
      onClick: () => {
        const image = mainImage(model.media);
        setEmbed(
          embedSnippet({
            pageUrl: pageUrl(),
            imageUrl: new URL(image?.url ?? '', location.href).href,
            width: image?.width ?? 236,
            height: image?.height ?? 236,
            alt: image?.alt ?? '',
          }),
        );
      },
    },
  ];
  return (
    <>
      <div className="closeup-more">
        <MenuExtras.Provider value={extraItems}>
          <MoreMenu model={model} open={open} setOpen={setOpen} />
        </MenuExtras.Provider>
      </div>
      {embed ? <EmbedDialog code={embed} onClose={() => setEmbed(null)} /> : null}
    </>
  );
}
