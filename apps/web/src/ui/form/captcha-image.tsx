import { RefreshCw } from 'lucide-react';
import './form.css';

interface CaptchaImageProps {
  image: string | null;
  loading: boolean;
  refreshLabel: string;
  loadingLabel: string;
  onRefresh: () => void;
}

/** The captcha picture beside its input; a click asks for a new one (throttled by the caller). */
export function CaptchaImage({ image, loading, refreshLabel, loadingLabel, onRefresh }: CaptchaImageProps) {
  return (
    <button
      type="button"
      className="captcha-image"
      data-testid="captcha-image"
      onClick={onRefresh}
      title={refreshLabel}
      aria-label={refreshLabel}
      aria-busy={loading}
    >
      {image ? <img src={image} alt="" width={120} height={44} /> : <span>{loadingLabel}</span>}
      <RefreshCw size={14} aria-hidden className="captcha-image__icon" />
    </button>
  );
}
