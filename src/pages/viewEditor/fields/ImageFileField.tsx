// An image picked from the organization's files (editor.md §3 image, background image; §6 files; §7 GET file by
// id): the picked file's thumbnail, name, size and date, a button opening the file picker, and clear.
import { useState } from 'react';
import { useStudioFile } from '../../../api/fileQueries';
import { useConfig } from '../../../config/ConfigContext';
import { uploadUrl } from '../../../config/uploads';
import { formatFileSize } from '../../../format/fileSize';
import { formatDateTime } from '../../../format/relativeDate';
import { Button } from '../../../ui/Button';
import { FilePickerModal } from '../../files/FilePickerModal';
import { useRouteOrganizationId } from '../../files/useRouteOrganizationId';

export interface ImageFileFieldProps {
  label: string;
  /** A file id, or null when none is picked. */
  value: string | null;
  onChange(fileId: string | null): void;
  disabled?: boolean;
  testId?: string;
  /** The organization whose files are offered; default: the current route's. */
  organizationId?: string;
}

export function ImageFileField({ label, value, onChange, disabled, testId = 'image-file-field', organizationId }: ImageFileFieldProps) {
  const routeOrganizationId = useRouteOrganizationId();
  const owner = organizationId ?? routeOrganizationId;
  const [picking, setPicking] = useState(false);
  return (
    <div className="field image-file-field" data-testid={testId}>
      <span className="field__label">{label}</span>
      <div className="image-file-field__row">
        {value ? <PickedFile fileId={value} /> : <span className="image-file-field__none">No image</span>}
        <div className="image-file-field__actions">
          <Button
            size="sm"
            disabled={disabled}
            disabledReason={owner ? null : 'Files belong to an organization; open this from one.'}
            onClick={() => setPicking(true)}
            data-testid={`${testId}-choose`}
          >
            {value ? 'Change' : 'Choose image'}
          </Button>
          {value && !disabled ? (
            <Button size="sm" variant="ghost" onClick={() => onChange(null)} data-testid={`${testId}-clear`}>
              Clear
            </Button>
          ) : null}
        </div>
      </div>
      {picking && owner ? <FilePickerModal organizationId={owner} selectedId={value} onPick={(fileId) => onChange(fileId)} onClose={() => setPicking(false)} /> : null}
    </div>
  );
}

function PickedFile({ fileId }: { fileId: string }) {
  const config = useConfig();
  const file = useStudioFile(fileId);
  return (
    <div className="image-file-field__file" data-testid="picked-file">
      <span className="image-file-field__thumb">
        <img src={uploadUrl(config, fileId)} alt="" />
      </span>
      {file.data ? (
        <span className="image-file-field__details">
          <span className="image-file-field__name" title={file.data.originalName} data-testid="picked-file-name">
            {file.data.originalName}
          </span>
          <span className="image-file-field__meta">
            {formatFileSize(file.data.size)} · {formatDateTime(file.data.createdAt)}
          </span>
        </span>
      ) : file.error ? (
        <span className="image-file-field__meta" data-testid="picked-file-missing">
          This file no longer exists.
        </span>
      ) : (
        <span className="image-file-field__meta">Loading…</span>
      )}
    </div>
  );
}
