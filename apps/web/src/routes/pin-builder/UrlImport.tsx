// "Save from a URL": LinkPreviewResource get {url}. An image address is the image; a page
// offers its images (og:image first, picked at once) and fills the text fields. The server's
// error message (a private address, a page that is not there) shows as it comes.
import { useId, useState, type FormEvent } from 'react';
import type { LinkPreview, LinkPreviewImage } from '@corkboard/contracts';
import {
  API_ERRORS,
  candidateImageLabel,
  fromDomain,
  PIN_BUILDER,
  previewCandidates,
} from '@corkboard/domain';
import { getResource, isApiError } from '../../api/client';

const THUMB = 96;

export function UrlImport({
  chosen,
  onPreview,
  onChoose,
}: {
  /** The address of the image the pin will use, when it came from here. */
  chosen: string | null;
  onPreview: (preview: LinkPreview) => void;
  onChoose: (image: LinkPreviewImage) => void;
}) {
  const id = useId();
  const [url, setUrl] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [preview, setPreview] = useState<LinkPreview | null>(null);
  const candidates = preview?.kind === 'page' ? previewCandidates(preview) : [];

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const address = url.trim();
    if (pending || !address) return;
    setPending(true);
    setError(null);
    try {
      const answer = await getResource('LinkPreviewResource', { url: address });
      setPreview(answer);
      onPreview(answer);
      // An image is itself; a page's first offer is its og:image.
      const first = answer.kind === 'image' ? answer.images[0] : previewCandidates(answer)[0];
      if (first) onChoose(first);
    } catch (failure) {
      setPreview(null);
      setError(isApiError(failure) ? failure.message : API_ERRORS.internal);
    } finally {
      setPending(false);
    }
  }

  return (
    <section className="builder-url" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{PIN_BUILDER.fromUrl}</h2>
      <form
        className="builder-url-form"
        onSubmit={(event) => void onSubmit(event)}
        noValidate
        data-testid="pin-builder-url-form"
      >
        <label htmlFor={`${id}-url`} className="visually-hidden">
          {PIN_BUILDER.urlLabel}
        </label>
        <input
          id={`${id}-url`}
          type="text"
          inputMode="url"
          autoComplete="url"
          value={url}
          placeholder={PIN_BUILDER.urlPlaceholder}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-error`}
          onChange={(event) => setUrl(event.target.value)}
          data-testid="pin-builder-url"
        />
        <button
          type="submit"
          className="btn btn-grey"
          disabled={pending || !url.trim()}
          data-testid="pin-builder-url-submit"
        >
          {PIN_BUILDER.fetchUrl}
        </button>
      </form>
      <p className="form-error" id={`${id}-error`} role="alert" data-testid="pin-builder-url-error">
        {error}
      </p>
      {preview?.kind === 'page' ? (
        <>
          <p className="builder-url-domain" data-testid="pin-builder-url-domain">
            {fromDomain(preview.domain)}
          </p>
          {candidates.length === 0 ? <p>{PIN_BUILDER.noImages}</p> : null}
        </>
      ) : null}
      {candidates.length > 1 ? (
        <fieldset className="builder-candidates">
          <legend className="visually-hidden">{PIN_BUILDER.chooseImage}</legend>
          {candidates.map((image, index) => (
            <button
              key={image.url}
              type="button"
              className="builder-candidate"
              aria-pressed={chosen === image.url}
              aria-label={candidateImageLabel(index + 1, candidates.length)}
              onClick={() => onChoose(image)}
              data-testid="pin-builder-candidate"
            >
              <img src={image.preview_url} width={THUMB} height={THUMB} alt={image.alt ?? ''} />
            </button>
          ))}
        </fieldset>
      ) : null}
    </section>
  );
}
