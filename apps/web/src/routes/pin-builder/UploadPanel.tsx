// The builder's left column: the image being pinned, or the drop zone ("choose a file" or drag
// and drop) with the upload's progress bar and its error.
import { useId, useState, type DragEvent } from 'react';
import {
  PIN_BUILDER,
  UPLOAD,
  UPLOAD_ACCEPT,
  UPLOAD_MAX_BYTES,
  uploadLimitsHint,
  uploadProgress,
  type UploadProgress,
  type UploadState,
} from '@corkboard/domain';

/** An image shown in the builder, with its size when known (no layout shift either way). */
export interface ShownImage {
  url: string;
  /** Where to show it from when that differs (a linked image, through this server). */
  previewUrl?: string | undefined;
  width?: number | undefined;
  height?: number | undefined;
  color?: string | undefined;
}

export function ImagePreview({ image, alt }: { image: ShownImage; alt: string }) {
  const sized = !!image.width && !!image.height;
  return (
    <img
      className="builder-preview"
      data-sized={sized ? '' : undefined}
      src={image.previewUrl ?? image.url}
      // Unknown sizes get a square box (CSS) so the column never jumps when the image arrives.
      width={sized ? image.width : 360}
      height={sized ? image.height : 360}
      alt={alt}
      style={{ backgroundColor: image.color || undefined }}
      data-testid="pin-builder-preview"
    />
  );
}

function ProgressBar({ progress, phase }: { progress: UploadProgress; phase: string }) {
  const label =
    phase === 'ready'
      ? PIN_BUILDER.ready
      : progress.indeterminate
        ? PIN_BUILDER.processing
        : UPLOAD.uploading;
  return (
    <div className="builder-progress-wrap">
      <div
        className="builder-progress"
        role="progressbar"
        aria-label={PIN_BUILDER.uploadProgress}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress.percent}
        aria-valuetext={`${label} ${progress.percent}%`}
        data-phase={phase}
        data-testid="upload-progress"
      >
        <span className="builder-progress-fill" style={{ width: `${progress.percent}%` }} />
        {progress.indeterminate ? <span className="builder-progress-busy" /> : null}
      </div>
      <p className="builder-progress-label" aria-hidden="true">
        {label}
      </p>
    </div>
  );
}

export function FilePicker({
  onFile,
  label,
  className,
}: {
  onFile: (file: File) => void;
  label: string;
  className: string;
}) {
  const id = useId();
  return (
    <>
      <input
        id={id}
        className="visually-hidden"
        type="file"
        accept={UPLOAD_ACCEPT}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Cleared, so choosing the same file again still reports a change.
          event.target.value = '';
          if (file) onFile(file);
        }}
        data-testid="pin-builder-file"
      />
      <label htmlFor={id} className={className}>
        {label}
      </label>
    </>
  );
}

export function UploadPanel({
  state,
  shown,
  alt,
  onFile,
}: {
  state: UploadState;
  /** The image to show instead of the drop zone: a finished upload or a chosen address. */
  shown: ShownImage | null;
  alt: string;
  onFile: (file: File) => void;
}) {
  const [dragging, setDragging] = useState(false);
  const progress = uploadProgress(state);

  if (shown) {
    return (
      <div className="builder-media" data-testid="pin-builder-media">
        <ImagePreview image={shown} alt={alt} />
        <FilePicker onFile={onFile} label={PIN_BUILDER.replaceFile} className="btn btn-grey" />
      </div>
    );
  }

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file) onFile(file);
  };
  return (
    <div
      className="builder-drop"
      data-dragging={dragging ? '' : undefined}
      onDragOver={(event) => {
        event.preventDefault();
        event.dataTransfer.dropEffect = 'copy';
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      data-testid="pin-builder-drop"
    >
      <svg viewBox="0 0 24 24" width="32" height="32" aria-hidden="true">
        <path
          d="M12 16V4m0 0-5 5m5-5 5 5M4 20h16"
          stroke="currentColor"
          strokeWidth="2"
          fill="none"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      {progress ? (
        <ProgressBar progress={progress} phase={state.phase} />
      ) : (
        <>
          <p className="builder-drop-heading">{PIN_BUILDER.dropHeading}</p>
          <FilePicker onFile={onFile} label={PIN_BUILDER.chooseFile} className="btn btn-red" />
          <p className="builder-drop-hint">{uploadLimitsHint(UPLOAD_MAX_BYTES)}</p>
        </>
      )}
      <p className="form-error builder-upload-error" role="alert" data-testid="upload-error">
        {state.phase === 'failed' ? state.message : null}
      </p>
    </div>
  );
}
