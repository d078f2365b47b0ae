import { useNavigation } from 'react-router';
import './navigation-progress.css';

/** A thin bar while the next page's chunk loads, so a slow network never feels frozen. */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return <div className="navigation-progress" role="progressbar" aria-busy="true" />;
}
