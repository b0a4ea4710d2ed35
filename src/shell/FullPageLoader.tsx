import { LogoMark } from './LogoMark';

export function FullPageLoader({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="full-page-loader" role="status" aria-label={label} data-testid="full-page-loader">
      <div className="full-page-loader__mark">
        <LogoMark size={40} />
      </div>
      <div className="full-page-loader__bar" aria-hidden="true">
        <span />
      </div>
    </div>
  );
}
