export { domainWildcard, hasPermission, isAdminLike, READ_ALL, WRITE_ALL, type PermissionCheckOptions, type PermissionSubject } from './hasPermission.ts';
export { permissionsOfProfiles, type ProfilesPermissions } from './permissionsOfProfiles.ts';
export { accessOf, entityPermission } from './entityPermission.ts';
export { sharesProfile } from './sharesProfile.ts';
export { filterMenus } from './filterMenus.ts';
export { defaultMenus, HOME_PATH } from './defaultMenus.ts';
export { allowedRoutesOf, routePath, SHARED_ROUTES } from './allowedRoutes.ts';
export { mayOpenPath, openedRoutes } from './routeAccess.ts';
