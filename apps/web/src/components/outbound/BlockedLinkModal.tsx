// The blocked-link modal (spec 000 §8, 002 §8, req 000-8.04): 'Heads up!', 'We have blocked this
// link', the server's message, the blocked host, 'Learn more' (the spam section of the community
// guidelines) and 'Okay'. A signed-in person can also "Report a mistake" (issue 14): they say
// why, the appeal goes to the operators' queue, and its status shows here next time.
import { useEffect, useState, type FormEvent } from 'react';
import type { LinkAppeal } from '@corkboard/contracts';
import { Link } from 'wouter';
import {
  APPEALS_PAGE,
  BLOCKED_LINK,
  GUIDELINES_SPAM_PATH,
  LINK_APPEAL,
  routeHref,
} from '@corkboard/domain';
import { getResource, isApiError, postResource } from '../../api/client';
import { useApp } from '../../state/app-context';
import { Modal } from '../modal/Modal';
import './outbound.css';

export interface BlockedLinkModalProps {
  url: string;
  host: string | null;
  message: string;
  pinId: string;
  onClose: () => void;
}

function AppealStatus({ appeal }: { appeal: LinkAppeal }) {
  return (
    <p
      className="blocked-link-appeal"
      data-testid="blocked-link-appeal-status"
      data-status={appeal.status}
    >
      <strong>{LINK_APPEAL.statusLabel}:</strong> {LINK_APPEAL.status[appeal.status]}
      {appeal.note ? <span className="blocked-link-note"> {appeal.note}</span> : null}{' '}
      <Link href={routeHref('appealed-pin')} data-testid="blocked-link-appeals">
        {APPEALS_PAGE.seeAppeals}
      </Link>
    </p>
  );
}

function AppealForm({
  url,
  pinId,
  onSent,
}: {
  url: string;
  pinId: string;
  onSent: (a: LinkAppeal) => void;
}) {
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const message = String(new FormData(event.currentTarget).get('message') ?? '').trim();
    if (!message || pending) return;
    setPending(true);
    try {
      onSent(await postResource('LinkAppealResource', 'create', { url, pin_id: pinId, message }));
    } catch (failure) {
      setError(isApiError(failure) ? failure.message : LINK_APPEAL.failed);
      setPending(false);
    }
  }
  return (
    <form
      className="modal-form"
      onSubmit={(e) => void onSubmit(e)}
      data-testid="blocked-link-appeal-form"
    >
      <label htmlFor="appeal-message">{LINK_APPEAL.question}</label>
      <textarea
        id="appeal-message"
        name="message"
        rows={3}
        maxLength={1000}
        required
        placeholder={LINK_APPEAL.placeholder}
        data-autofocus
        data-testid="blocked-link-appeal-message"
      />
      <p className="form-error" role="alert">
        {error}
      </p>
      <button
        type="submit"
        className="btn btn-red btn-block"
        disabled={pending}
        data-testid="blocked-link-appeal-send"
      >
        {LINK_APPEAL.submit}
      </button>
    </form>
  );
}

export function BlockedLinkModal({ url, host, message, pinId, onClose }: BlockedLinkModalProps) {
  const { viewer } = useApp();
  const [appeal, setAppeal] = useState<LinkAppeal | null>(null);
  const [writing, setWriting] = useState(false);
  const [sent, setSent] = useState(false);
  useEffect(() => {
    if (!viewer || !host) return;
    let live = true;
    getResource('LinkAppealResource', { host })
      .then((appeals) => {
        if (live) setAppeal(appeals[0] ?? null);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [viewer, host]);

  return (
    <Modal title={BLOCKED_LINK.title} onClose={onClose} testId="blocked-link-modal">
      <div className="blocked-link">
        <p className="blocked-link-label">
          <strong>{BLOCKED_LINK.label}</strong>
        </p>
        {message ? <p data-testid="blocked-link-message">{message}</p> : null}
        {host ? (
          <p className="blocked-link-host" data-testid="blocked-link-host">
            {host}
          </p>
        ) : null}
        <p>
          <a
            href={GUIDELINES_SPAM_PATH}
            target="_blank"
            rel="noopener"
            data-testid="blocked-link-learn-more"
          >
            {BLOCKED_LINK.learnMore}
          </a>
        </p>
        {sent ? (
          <p role="status" data-testid="blocked-link-appeal-sent">
            {LINK_APPEAL.sent}
          </p>
        ) : null}
        {appeal ? <AppealStatus appeal={appeal} /> : null}
        {viewer && writing && !appeal ? (
          <AppealForm
            url={url}
            pinId={pinId}
            onSent={(filed) => {
              setAppeal(filed);
              setSent(true);
              setWriting(false);
            }}
          />
        ) : null}
        <div className="blocked-link-actions">
          {viewer && !writing && !appeal ? (
            <button
              type="button"
              className="btn btn-grey"
              onClick={() => setWriting(true)}
              data-testid="blocked-link-report"
            >
              {LINK_APPEAL.open}
            </button>
          ) : null}
          <button
            type="button"
            className="btn btn-red"
            onClick={onClose}
            data-testid="blocked-link-okay"
          >
            {BLOCKED_LINK.okay}
          </button>
        </div>
      </div>
    </Modal>
  );
}
