import { Stack, Title } from '@mantine/core';
import { ContentLoader } from '../../ui/ContentLoader';
import { LoadFailure } from '../../ui/LoadFailure';
import { MemberNoticePreferences } from '../member-notices/components/MemberNoticePreferences';
import { useMemberProfile } from './api';
import { PasswordChangeSection } from './components/PasswordChangeSection';
import { PersonalDataSection } from './components/PersonalDataSection';

/**
 * Perfil (issue 31, point 8): one section per concern, each its own component with its own calls, so
 * that another (the notices' preferences) is one more line here.
 */
export function MemberProfilePage() {
  const profile = useMemberProfile();
  return (
    <Stack gap="md">
      <Title order={1}>Perfil</Title>
      {profile.isPending ? (
        <ContentLoader />
      ) : profile.isError ? (
        <LoadFailure onRetry={() => void profile.refetch()} py="xl" />
      ) : (
        <PersonalDataSection profile={profile.data} />
      )}
      <PasswordChangeSection />
      <MemberNoticePreferences />
    </Stack>
  );
}
