import { useRef, useState } from 'react';
import type { StudioFile } from '../../../contracts/files';
import { useApi } from '../../api/ApiContext';
import { IMAGE_UPLOAD_ACCEPT } from '../../api/uploadFile';
import { Button } from '../../ui/Button';
import { EntityImage } from '../../ui/EntityImage';

interface LogoFieldProps {
  organizationId: string;
  name: string;
  logo: string | null;
  onChange(logo: string | null): void;
  /** Why uploading is not possible (permission, file quota), or null. */
  uploadBlocker: string | null;
  onBusyChange(busy: boolean): void;
}

/**
 * The logo in the edit modal: upload a file (POST /organizations/{id}/files, multipart) and keep its
 * id, or remove the logo. The organization changes when the form is saved. A failed upload leaves
 * the logo as it was (studio.md §8: upload failures are silent).
 */
export function LogoField({ organizationId, name, logo, onChange, uploadBlocker, onBusyChange }: LogoFieldProps) {
  const api = useApi();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);

  const upload = async (file: File) => {
    setBusy(true);
    onBusyChange(true);
    try {
      const body = new FormData();
      body.append('file', file, file.name);
      const created = await api.post<StudioFile>(`/organizations/${encodeURIComponent(organizationId)}/files`, body);
      onChange(created.id);
    } catch {
      // silent (studio.md §8)
    } finally {
      setBusy(false);
      onBusyChange(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <div className="field">
      <span className="field__label">Logo</span>
      <div className="logo-field">
        <EntityImage imageId={logo} name={name} size={56} shape="square" testId="logo-preview" />
        <input
          ref={input}
          type="file"
          accept={IMAGE_UPLOAD_ACCEPT}
          hidden
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) void upload(file);
          }}
          data-testid="logo-file-input"
        />
        <Button size="sm" busy={busy} disabledReason={uploadBlocker} onClick={() => input.current?.click()} data-testid="logo-upload-button">
          {logo ? 'Replace logo' : 'Upload logo'}
        </Button>
        {logo ? (
          <Button size="sm" variant="ghost" disabled={busy} onClick={() => onChange(null)} data-testid="logo-remove-button">
            Remove
          </Button>
        ) : null}
      </div>
      <p className="field__hint">JPEG, PNG, WebP, AVIF or HEIC, up to 10 MB.</p>
    </div>
  );
}
