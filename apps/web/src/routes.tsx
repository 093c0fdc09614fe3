/**
 * The route table (spec 2 "Route table"): every screen of the product, in sidebar order. A screen
 * is routed and appears in the sidebar once its `Component` is set; that is the one change a later
 * issue makes to add a screen. Screens are loaded lazily so each area is its own chunk.
 */

import { ME_TEXT } from '@sahod/shared';
import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { LoadingText } from './app/LoadingText';
import { NotFoundPage } from './app/NotFoundPage';
import { HOME_TITLE } from './app/navigation';
import { RequireLogin } from './app/RequireLogin';
import { RouteError } from './app/RouteError';
import { builtScreens, HOME_GROUP_ID, MY_SAHOD_GROUP_ID, type ScreenDef } from './app/screens';
import { useToken } from './app/session';
import { LoginPage } from './features/login/LoginPage';

// Every screen but My Sahod Home and Home brings all of Mantine's styles with it (app/mantineStyles.ts);
// those two import the styles of their own components only (issues 24 §3 and 26 §2).
const allStyles = () => import('./app/mantineStyles');

function screen<T>(
  load: () => Promise<T>,
  pick: (module: T) => ComponentType,
  { ownStyles = false }: { ownStyles?: boolean } = {},
): ComponentType {
  return lazy(async () => {
    const [module] = await Promise.all([load(), ownStyles ? undefined : allStyles()]);
    return { default: pick(module) };
  });
}

// The signed-in frame (sidebar, shared table, the rest of Mantine's styles) is a chunk of its own
// too, so the login screen loads only itself, the theme and the router.
const AppLayout = lazy(async () => ({ default: (await import('./app/AppLayout')).AppLayout }));
// The permission guard (and with it zod, through the session queries) belongs to the signed-in
// frame as well; the frame's own Suspense shows 'Loading...' while it arrives.
const ModuleGuard = lazy(async () => ({ default: (await import('./app/ModuleGuard')).ModuleGuard }));

function SignedInFrame({ screens, children }: { screens: readonly ScreenDef[]; children?: ReactNode }) {
  return (
    <Suspense fallback={<LoadingText />}>
      <AppLayout screens={screens}>{children}</AppLayout>
    </Suspense>
  );
}

export const SCREENS: readonly ScreenDef[] = [
  // Home (issue 26): the dashboard, where sign-in lands; each card is guarded by its own API.
  {
    path: '/home',
    title: HOME_TITLE,
    nav: { groupId: HOME_GROUP_ID },
    staff: true,
    Component: screen(
      () => import('./features/dashboard/DashboardPage'),
      (m) => m.DashboardPage,
      // Its own styles only (features/dashboard/styles.ts): the first card within 1 s (issue 26 §2).
      { ownStyles: true },
    ),
  },
  // My Sahod (issue 24): the signed-in employee's own screens, for an account linked to an employee.
  {
    path: '/me',
    title: ME_TEXT.home,
    nav: { groupId: MY_SAHOD_GROUP_ID },
    self: 'employee',
    Component: screen(
      () => import('./features/me/MeHomePage'),
      (m) => m.MeHomePage,
      { ownStyles: true },
    ),
  },
  {
    path: '/me/pay',
    title: ME_TEXT.pay,
    nav: { groupId: MY_SAHOD_GROUP_ID },
    self: 'employee',
    Component: screen(
      () => import('./features/me/MePayPage'),
      (m) => m.MePayPage,
    ),
  },
  {
    path: '/me/pay/:id',
    title: ME_TEXT.pay,
    self: 'employee',
    Component: screen(
      () => import('./features/me/MePayslipPage'),
      (m) => m.MePayslipPage,
    ),
  },
  {
    path: '/me/tax',
    title: ME_TEXT.tax,
    nav: { groupId: MY_SAHOD_GROUP_ID },
    self: 'employee',
    Component: screen(
      () => import('./features/me/MeTaxPage'),
      (m) => m.MeTaxPage,
    ),
  },
  {
    path: '/me/leave',
    title: ME_TEXT.leave,
    nav: { groupId: MY_SAHOD_GROUP_ID },
    self: 'employee',
    Component: screen(
      () => import('./features/meLeave/MeLeavePage'),
      (m) => m.MeLeavePage,
    ),
  },
  {
    path: '/me/attendance',
    title: ME_TEXT.attendance,
    nav: { groupId: MY_SAHOD_GROUP_ID },
    self: 'employee',
    Component: screen(
      () => import('./features/meLeave/MeAttendancePage'),
      (m) => m.MeAttendancePage,
    ),
  },
  {
    path: '/me/approvals',
    title: ME_TEXT.approvals,
    nav: { groupId: MY_SAHOD_GROUP_ID },
    self: 'approver',
    Component: screen(
      () => import('./features/meLeave/MeApprovalsPage'),
      (m) => m.MeApprovalsPage,
    ),
  },
  {
    path: '/me/profile',
    title: ME_TEXT.profile,
    nav: { groupId: MY_SAHOD_GROUP_ID },
    self: 'employee',
    Component: screen(
      () => import('./features/me/MeProfilePage'),
      (m) => m.MeProfilePage,
    ),
  },
  // Employee Management
  {
    path: '/employees',
    title: 'Employee List',
    nav: { groupId: 1 },
    module: 'employee_list',
    Component: screen(
      () => import('./features/employees/EmployeeListPage'),
      (m) => m.EmployeeListPage,
    ),
  },
  {
    path: '/approvers',
    title: 'Approver Assignment',
    nav: { groupId: 1 },
    module: 'approverassignment',
    Component: screen(
      () => import('./features/approvers/ApproverAssignmentPage'),
      (m) => m.ApproverAssignmentPage,
    ),
  },
  {
    path: '/employees/:id',
    title: 'Employee profile',
    module: 'employee_management',
    Component: screen(
      () => import('./features/employees/EmployeeProfilePage'),
      (m) => m.EmployeeProfilePage,
    ),
  },
  // Time & Attendance
  {
    path: '/timeattendance/shiftsSchedule',
    title: 'Shifts Schedule',
    nav: { groupId: 2 },
    module: 'shiftsschedule',
    Component: screen(
      () => import('./features/shiftsSchedule/ShiftsSchedulePage'),
      (m) => m.ShiftsSchedulePage,
    ),
  },
  {
    path: '/timeattendance/shiftsManagement',
    title: 'Shifts Management',
    nav: { groupId: 2 },
    module: 'shiftsmanagement',
    Component: screen(
      () => import('./features/shiftsManagement/ShiftsManagementPage'),
      (m) => m.ShiftsManagementPage,
    ),
  },
  {
    path: '/timeattendance/timesheet',
    title: 'Timesheet',
    nav: { groupId: 2 },
    module: 'timesheet',
    Component: screen(
      () => import('./features/timesheet/TimesheetPage'),
      (m) => m.TimesheetPage,
    ),
  },
  {
    path: '/timeattendance/applications',
    title: 'Applications',
    nav: { groupId: 2 },
    module: 'applications',
    Component: screen(
      () => import('./features/applications/ApplicationsPage'),
      (m) => m.ApplicationsPage,
    ),
  },
  {
    path: '/timeattendance/applicationsProxy',
    title: 'Applications Proxy',
    nav: { groupId: 2 },
    module: 'applicationsproxy',
    Component: screen(
      () => import('./features/applications/ApplicationsPage'),
      (m) => m.ApplicationsProxyPage,
    ),
  },
  {
    path: '/timeattendance/applicationsapproval',
    title: 'Applications Approval',
    nav: { groupId: 2 },
    module: 'applicationsapproval',
    Component: screen(
      () => import('./features/applications/ApplicationsApprovalPage'),
      (m) => m.ApplicationsApprovalPage,
    ),
    NavBadge: screen(
      () => import('./features/applications/PendingBadge'),
      (m) => m.PendingBadge,
    ),
  },
  // Earnings & Deductions
  {
    path: '/earningsdeductions/earningsrecords',
    title: 'Earnings Records',
    nav: { groupId: 3 },
    module: 'earningsrecords',
    Component: screen(
      () => import('./features/earningsDeductions/RecordsPage'),
      (m) => m.EarningsRecordsPage,
    ),
  },
  {
    path: '/earningsdeductions/earningscategories',
    title: 'Earnings Categories',
    nav: { groupId: 3 },
    module: 'earningscategories',
    Component: screen(
      () => import('./features/earningsDeductions/CategoriesPage'),
      (m) => m.EarningsCategoriesPage,
    ),
  },
  {
    path: '/earningsdeductions/deductionsrecords',
    title: 'Deductions Records',
    nav: { groupId: 3 },
    module: 'deductionsrecords',
    Component: screen(
      () => import('./features/earningsDeductions/RecordsPage'),
      (m) => m.DeductionsRecordsPage,
    ),
  },
  {
    path: '/earningsdeductions/deductionscategories',
    title: 'Deductions Categories',
    nav: { groupId: 3 },
    module: 'deductionscategories',
    Component: screen(
      () => import('./features/earningsDeductions/CategoriesPage'),
      (m) => m.DeductionsCategoriesPage,
    ),
  },
  {
    path: '/earningsdeductions/salaryloan',
    title: 'Salary Loan',
    nav: { groupId: 3 },
    module: 'salaryloan',
    Component: screen(
      () => import('./features/salaryLoan/SalaryLoanPage'),
      (m) => m.SalaryLoanPage,
    ),
  },
  {
    path: '/earningsdeductions/payroll',
    title: 'Payroll',
    nav: { groupId: 3 },
    module: 'payroll',
    Component: screen(
      () => import('./features/payroll/PayrollPage'),
      (m) => m.PayrollPage,
    ),
  },
  // Reports
  {
    path: '/compliance',
    title: 'Compliance',
    nav: { groupId: 7 },
    module: 'compliance',
    Component: screen(
      () => import('./features/compliance/CompliancePage'),
      (m) => m.CompliancePage,
    ),
  },
  // Setup
  {
    path: '/setup/dropdown',
    title: 'Dropdown Records',
    nav: { groupId: 4 },
    module: 'dropdownrecords',
    Component: screen(
      () => import('./features/dropdownRecords/DropdownRecordsPage'),
      (m) => m.DropdownRecordsPage,
    ),
  },
  {
    path: '/setup/groupdetails',
    title: 'Group Details',
    nav: { groupId: 4 },
    module: 'grouprecords',
    Component: screen(
      () => import('./features/groupDetails/GroupDetailsPage'),
      (m) => m.GroupDetailsPage,
    ),
  },
  // Settings
  {
    path: '/settings/useraccounts',
    title: 'User Accounts',
    nav: { groupId: 5 },
    module: 'useraccounts',
    Component: screen(
      () => import('./features/userAccounts/UserAccountsPage'),
      (m) => m.UserAccountsPage,
    ),
  },
  {
    path: '/settings/userroles',
    title: 'User Roles',
    nav: { groupId: 5 },
    module: 'userroles',
    Component: screen(
      () => import('./features/userRoles/UserRolesPage'),
      (m) => m.UserRolesPage,
    ),
  },
  {
    path: '/settings/pageSetup',
    title: 'Page Setup',
    nav: { groupId: 5 },
    module: 'pagesetup',
    Component: screen(
      () => import('./features/pageSetup/PageSetupPage'),
      (m) => m.PageSetupPage,
    ),
  },
  {
    path: '/bugreport',
    title: 'Bug Reports',
    nav: { groupId: 5 },
    module: 'bugreport',
    Component: screen(
      () => import('./features/bugReports/BugReportsPage'),
      (m) => m.BugReportsPage,
    ),
  },
  {
    path: '/settings/auditTrail',
    title: 'Audit Trail',
    nav: { groupId: 5 },
    module: 'audittrail',
    Component: screen(
      () => import('./features/auditTrail/AuditTrailPage'),
      (m) => m.AuditTrailPage,
    ),
  },
  {
    path: '/changelog',
    title: 'Changelog',
    nav: { groupId: 5 },
    Component: screen(
      () => import('./features/changelog/ChangelogPage'),
      (m) => m.ChangelogPage,
    ),
  },
  {
    path: '/account/two-factor',
    title: 'Two-factor sign-in',
    nav: { groupId: 5 },
    Component: screen(
      () => import('./features/twoFactor/TwoFactorPage'),
      (m) => m.TwoFactorPage,
    ),
  },
  {
    path: '/account/jobs',
    title: 'Jobs',
    nav: { groupId: 5 },
    Component: screen(
      () => import('./features/jobs/JobsPage'),
      (m) => m.JobsPage,
    ),
  },
  {
    path: '/account/sessions',
    title: 'Sessions',
    nav: { groupId: 5 },
    Component: screen(
      () => import('./features/sessions/SessionsPage'),
      (m) => m.SessionsPage,
    ),
  },
  // Admin
  {
    path: '/admin',
    title: 'Admin Panel',
    nav: { groupId: 6, label: 'Admin' },
    module: 'admin',
    Component: screen(
      () => import('./features/admin/AdminPanel'),
      (m) => m.AdminPanel,
    ),
  },
];

/** Unknown paths keep their address and say 'Page not found', inside the frame while signed in. */
function UnknownAddress({ screens }: { screens: readonly ScreenDef[] }) {
  const page = <NotFoundPage />;
  return useToken() ? <SignedInFrame screens={screens}>{page}</SignedInFrame> : page;
}

export function appRoutes(screens: readonly ScreenDef[] = SCREENS): RouteObject[] {
  return [
    {
      errorElement: <RouteError />,
      children: [
        { path: '/', element: <LoginPage /> },
        {
          element: (
            <RequireLogin>
              <SignedInFrame screens={screens} />
            </RequireLogin>
          ),
          children: builtScreens(screens).map(({ path, module, Component }) => ({
            path,
            element: module ? (
              <ModuleGuard module={module}>
                <Component />
              </ModuleGuard>
            ) : (
              <Component />
            ),
          })),
        },
        { path: '*', element: <UnknownAddress screens={screens} /> },
      ],
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(appRoutes());
}
