import { useState } from 'react';
import { useConfig } from '../config/ConfigContext';
import { uploadUrl } from '../config/uploads';
import { avatarInitial, nameInitials } from '../format/initials';

interface EntityImageProps {
  imageId: string | null | undefined;
  name: string | null | undefined;
  size?: number;
  shape?: 'circle' | 'square';
  /** 'letter': one letter (avatars); 'initials': up to two (logos). */
  fallback?: 'letter' | 'initials';
  testId?: string;
}

/** A thumbnail from the uploads host; on a missing id or a load failure, the name's initials. */
export function EntityImage({ imageId, name, size = 32, shape = 'circle', fallback = 'initials', testId }: EntityImageProps) {
  const config = useConfig();
  const [failedId, setFailedId] = useState<string | null>(null);
  const showImage = !!imageId && failedId !== imageId;
  const text = fallback === 'letter' ? avatarInitial(name) : nameInitials(name);
  return (
    <span className={`entity-image entity-image--${shape}`} style={{ width: size, height: size, fontSize: Math.round(size * 0.4) }} data-testid={testId}>
      {showImage ? (
        <img src={uploadUrl(config, imageId)} alt="" width={size} height={size} onError={() => setFailedId(imageId)} />
      ) : (
        <span aria-hidden="true">{text}</span>
      )}
    </span>
  );
}
