import type { StudioFile } from '../../../contracts/files';
import { useConfig } from '../../config/ConfigContext';
import { uploadUrl } from '../../config/uploads';
import { formatFileSize } from '../../format/fileSize';
import { formatDateTime, formatRelativeDate } from '../../format/relativeDate';
import { Button } from '../../ui/Button';

interface FileTileProps {
  file: StudioFile;
  selected: boolean;
  /** Manage mode: the tile offers delete instead of picking. */
  managing: boolean;
  onPick(): void;
  onDelete(): void;
}

/** One file of the library: thumbnail, name, size and date; picks on click, or offers delete in manage mode. */
export function FileTile({ file, selected, managing, onPick, onDelete }: FileTileProps) {
  const config = useConfig();
  const body = (
    <>
      <span className="file-tile__thumb">
        <img src={uploadUrl(config, file.id)} alt="" loading="lazy" />
      </span>
      <span className="file-tile__name" title={file.originalName}>
        {file.originalName}
      </span>
      <span className="file-tile__meta">
        <span data-testid="file-size">{formatFileSize(file.size)}</span>
        <time dateTime={file.createdAt} title={formatDateTime(file.createdAt)}>
          {formatRelativeDate(file.createdAt)}
        </time>
      </span>
    </>
  );
  if (managing) {
    return (
      <li className="file-tile" data-testid={`file-${file.id}`}>
        <div className="file-tile__body">{body}</div>
        <Button size="sm" variant="danger" onClick={onDelete} data-testid="file-delete" aria-label={`Delete ${file.originalName}`}>
          Delete
        </Button>
      </li>
    );
  }
  return (
    <li className={`file-tile${selected ? ' file-tile--selected' : ''}`} data-testid={`file-${file.id}`}>
      <button type="button" className="file-tile__body file-tile__pick" aria-pressed={selected} onClick={onPick} aria-label={`Pick ${file.originalName}`}>
        {body}
      </button>
    </li>
  );
}
