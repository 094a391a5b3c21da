import { t } from '@sillon/domain';
import { useLocalSearchParams } from 'expo-router';
import { ReferralLandingScreen } from '@/features/favourites/screens/referral-landing-screen';
import { pageMetadata } from '@/ui';

export const generateMetadata = () => pageMetadata({ title: t('screens.referral_landing.page_title') });

export default function ReferralLandingRoute() {
  const { code } = useLocalSearchParams<{ code: string }>();
  return <ReferralLandingScreen code={code} />;
}
