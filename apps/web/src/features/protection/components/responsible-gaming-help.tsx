import { HeartHandshake } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HelpContacts } from './help-contacts';
import '../pages/responsible-gaming.css';

/** Below help's "responsible" entry: the way to the tools and the contacts the operator set. */
export function ResponsibleGamingHelp() {
  const { t } = useTranslation();
  return (
    <div className="rg-help" data-testid="rg-help">
      <p>
        <Link className="btn btn--primary" to="/?mc=responsibleGaming" data-testid="rg-help-open">
          <HeartHandshake size={16} aria-hidden />
          {t('rg.help.open')}
        </Link>
      </p>
      <HelpContacts />
    </div>
  );
}
