/** The Admin Panel's warning while HRIS_REQUIRE_TWO_FACTOR=false (issue 25 §2). */
import { Alert } from '@mantine/core';
import { adminSecuritySchema, TWO_FACTOR_OFF_WARNING } from '@sahod/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';

export function TwoFactorWarning() {
  const security = useQuery({
    queryKey: ['admin', 'security'],
    queryFn: () => api.get('/admin/security', { schema: adminSecuritySchema }),
  });
  if (!security.data || security.data.two_factor_required) return null;
  return (
    <Alert color="orange" title="Two-factor sign-in is off" role="alert">
      {TWO_FACTOR_OFF_WARNING}
    </Alert>
  );
}
