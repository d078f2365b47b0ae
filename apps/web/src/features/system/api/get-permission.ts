// The permission call lives in lib/ because every feature reads the operator's site settings from it.
export {
  getPermission,
  permissionEndpoint,
  permissionQueryOptions,
  usePermission,
  type PermissionValue,
} from '../../../lib/permission';
