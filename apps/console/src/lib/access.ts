import { operatorMay, type OperatorRole, type OperatorRoute } from '@swerte/contracts';
import { useSession } from './session';

/** Whether an operator of `role` may make any of the calls: the matrix the server itself enforces. */
export const mayCall = (role: OperatorRole, ...routes: OperatorRoute[]): boolean =>
  routes.some((route) => {
    const space = route.indexOf(' ');
    return operatorMay(role, route.slice(0, space), route.slice(space + 1));
  });

/**
 * What the signed-in operator may do, to hide what the server would refuse (`may('PUT /wps/admin/…')`).
 * Hiding is a courtesy: the server checks every call again.
 */
export function useMay(): (...routes: OperatorRoute[]) => boolean {
  const session = useSession();
  return (...routes) => session !== null && mayCall(session.operator.role, ...routes);
}
