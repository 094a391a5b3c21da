import { t } from '@sillon/domain';
import { NewsletterOptinScreen } from '@/features/checkout/screens/newsletter-optin-screen';
import { pageMetadata } from '@/ui';

export const generateMetadata = () => pageMetadata({ title: t('checkout.newsletter.title') });

export default NewsletterOptinScreen;
