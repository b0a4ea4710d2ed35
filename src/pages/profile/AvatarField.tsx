import { useRef, useState } from 'react';
import { useApi } from '../../api/ApiContext';
import { IMAGE_UPLOAD_ACCEPT, uploadFile } from '../../api/uploadFile';
import { describeFailure } from '../../forms/useForm';
import { Button } from '../../ui/Button';
import { EntityImage } from '../../ui/EntityImage';

interface AvatarFieldProps {
  value: string | null;
  name: string;
  onChange(avatar: string | null): void;
  onUploadingChange(uploading: boolean): void;
}

/** The avatar in the profile form: upload a new image at once (its id becomes the value), or remove it. */
export function AvatarField({ value, name, onChange, onUploadingChange }: AvatarFieldProps) {
  const api = useApi();
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const upload = async (file: File) => {
    setUploading(true);
    onUploadingChange(true);
    setError(null);
    try {
      onChange(await uploadFile(api, file));
    } catch (failure) {
      setError(describeFailure(failure));
    } finally {
      setUploading(false);
      onUploadingChange(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <div className="avatar-field">
      <EntityImage key={value ?? 'none'} imageId={value} name={name} size={64} fallback="letter" testId="avatar-field-preview" />
      <div className="avatar-field__controls">
        <span className="field__label">Avatar</span>
        <div className="avatar-field__buttons">
          <Button size="sm" busy={uploading} onClick={() => input.current?.click()} data-testid="avatar-upload-button">
            {value ? 'Replace image' : 'Upload image'}
          </Button>
          {value ? (
            <Button size="sm" variant="ghost" disabled={uploading} onClick={() => onChange(null)} data-testid="avatar-remove-button">
              Remove
            </Button>
          ) : null}
        </div>
        {error ? (
          <p className="field__error" role="alert" data-testid="avatar-upload-error">
            {error}
          </p>
        ) : (
          <p className="field__hint">JPEG, PNG, WebP, AVIF or HEIC.</p>
        )}
        <input
          ref={input}
          type="file"
          accept={IMAGE_UPLOAD_ACCEPT}
          className="visually-hidden"
          tabIndex={-1}
          aria-label="Avatar image file"
          data-testid="avatar-file-input"
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) void upload(file);
          }}
        />
      </div>
    </div>
  );
}
