import './status.css';

/** Shown for the first moments while the system status and the first page load. */
export function SplashView() {
  return (
    <div className="splash" role="status" aria-live="polite">
      <span className="splash__logo" aria-hidden>
        S
      </span>
    </div>
  );
}
