// The one modal the overlay store asks for (loaded on first use).
import { postLoginPath } from '@corkboard/domain';
import { CreateBoardModal } from '../board-form/CreateBoardModal';
import { closeModal, overlays } from '../../saving/overlays';
import { useStore } from '../../saving/store';
import { HideDialog, ReportDialog } from '../feedback-dialogs/FeedbackDialogs';
import { BlockedLinkModal } from '../outbound/BlockedLinkModal';
import { GatedPromptModal } from './GatedPromptModal';

export default function ModalHost() {
  const { modal } = useStore(overlays);
  if (!modal) return null;
  switch (modal.kind) {
    case 'limitedLogin':
      return (
        <GatedPromptModal
          action={modal.action}
          pinId={modal.pinId}
          next={postLoginPath(modal.pathname, modal.search)}
          onClose={closeModal}
        />
      );
    case 'createBoard':
      return <CreateBoardModal onClose={closeModal} onCreated={modal.onCreated} />;
    case 'report':
      return <ReportDialog pin={modal.pin} onClose={closeModal} />;
    case 'hide':
      return <HideDialog pin={modal.pin} surface={modal.surface} onClose={closeModal} />;
    case 'blockedLink':
      return (
        <BlockedLinkModal
          url={modal.url}
          host={modal.host}
          message={modal.message}
          pinId={modal.pinId}
          onClose={closeModal}
        />
      );
  }
}
