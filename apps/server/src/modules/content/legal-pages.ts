/**
 * The first text of each legal page (issue 38): written once into the content service where it is
 * missing, then the staff's to edit in the back office. `{{company}}`, `{{address}}`… are filled
 * from the shop's configured identity when the page is served, so no text holds a registration.
 * A paragraph starting with `## ` is a heading. They say only what the shop does.
 */
import { LEGAL_PAGE_PATHS, LEGAL_PAGE_TYPE } from '@sillon/domain';
import type { NewContentDocumentRow } from './content.repository';

/** Fixed, so every server copy writes the same first version; any staff edit is newer. */
const FIRST_PUBLISHED_AT = new Date(Date.UTC(2026, 10, 1, 8, 0, 0));

type LegalText = { title: string; description: string; body: string[] };

const TERMS: LegalText = {
  title: 'Conditions générales de vente',
  description:
    'Les conditions auxquelles {{company}} vend ses produits sur sa boutique en ligne et dans ses applications.',
  body: [
    '## 1. Qui vend',
    'La boutique en ligne Sillon, sur le web et dans ses applications iPhone et Android, est éditée par {{company}}, dont le siège est situé {{address}}, immatriculée sous le numéro {{registration}}, numéro de TVA intracommunautaire {{vatNumber}}. Vous pouvez nous écrire à {{contactEmail}}.',
    'Les présentes conditions générales de vente (CGV) s’appliquent à toute commande passée sur la boutique par un consommateur. Elles sont acceptées en cochant la case prévue à l’étape du paiement ; la version acceptée est conservée avec la commande.',
    '## 2. Produits',
    'Nous vendons des produits alimentaires, dont des denrées fraîches et périssables, ainsi que quelques produits d’hygiène et d’entretien. Chaque fiche produit indique ses caractéristiques essentielles : dénomination, poids ou volume, prix au kilo ou au litre, origine et, lorsqu’ils s’appliquent, les allergènes et la date limite ou le mode de conservation.',
    'Certains produits régionaux ne sont livrés que dans certaines zones : la boutique le signale avant la validation de la commande. Les photographies sont aussi fidèles que possible mais n’ont pas de valeur contractuelle.',
    '## 3. Commande',
    'Vous composez votre panier, indiquez votre adresse, choisissez un mode de livraison (livraison à vélo sur un créneau, livraison à domicile sur rendez-vous ou retrait en point relais, selon votre adresse) puis réglez. Un montant minimum de commande s’applique ; il est affiché dans le panier tant qu’il n’est pas atteint.',
    'Avant de payer, vous voyez le récapitulatif de votre commande : produits, quantités, prix, frais de livraison, réductions et montant total. La commande est conclue lorsque vous la validez à l’étape du paiement après avoir accepté les présentes CGV. Un e-mail de confirmation vous est alors envoyé.',
    'Vous pouvez annuler une commande depuis votre compte tant qu’elle n’est pas préparée et, pour une livraison à vélo ou à domicile sur rendez-vous, jusqu’à l’heure limite de son créneau ; le montant autorisé est alors libéré ou remboursé.',
    '## 4. Prix',
    'Les prix sont indiqués en euros, toutes taxes comprises (TVA française incluse). Les frais de livraison sont affichés avant la validation de la commande et figurent dans le récapitulatif. Le prix appliqué est celui en vigueur au moment de la validation de la commande.',
    'Les bons de réduction et avantages de parrainage s’appliquent dans les conditions indiquées lors de leur saisie ; un bon désactivé entre-temps est refusé avant le paiement, jamais retiré après.',
    '## 5. Paiement',
    'Le paiement se fait par carte bancaire, Apple Pay ou Google Pay, par l’intermédiaire de notre prestataire de paiement Stripe. Les données de votre carte sont saisies chez Stripe et ne nous sont jamais transmises ; votre banque peut demander une authentification (3-D Secure).',
    'Le montant de la commande est autorisé sur votre carte au moment de la validation, puis prélevé lors de la préparation de la commande. Si un produit manque à la préparation, il ne vous est pas facturé : seul le montant des produits préparés est prélevé.',
    '## 6. Livraison',
    'Les produits sont livrés à l’adresse et sur le créneau choisis, ou au point relais choisi. Les modes de livraison, les créneaux disponibles et leurs frais dépendent de votre adresse et vous sont présentés avant le paiement.',
    'Vérifiez vos produits à la réception. En cas de produit manquant, abîmé ou non conforme, signalez-le-nous dans les meilleurs délais à {{contactEmail}} en indiquant votre numéro de commande, si possible avec une photo.',
    'Conformément aux articles L217-3 et suivants du Code de la consommation et 1641 et suivants du Code civil, vous bénéficiez de la garantie légale de conformité et de la garantie des vices cachés.',
    '## 7. Droit de rétractation',
    'Conformément à l’article L221-18 du Code de la consommation, vous disposez d’un délai de quatorze jours à compter de la réception des produits pour vous rétracter, sans avoir à vous justifier. Il vous suffit de nous l’écrire à {{contactEmail}} en indiquant votre numéro de commande. Les produits sont à nous retourner, non ouverts, dans les quatorze jours suivant votre demande ; les frais de retour sont à votre charge. Nous vous remboursons, y compris les frais de livraison initiaux, dans les quatorze jours suivant votre demande, par le moyen de paiement utilisé, ce remboursement pouvant être différé jusqu’à la réception des produits.',
    'Le droit de rétractation ne s’applique pas, en vertu de l’article L221-28 du Code de la consommation, aux denrées périssables ou susceptibles de se détériorer rapidement (fruits et légumes, produits frais, crémerie, boucherie, boulangerie…), ni aux produits descellés après la livraison qui ne peuvent être renvoyés pour des raisons d’hygiène ou de protection de la santé.',
    '## 8. Réclamations et service client',
    'Pour toute question ou réclamation, écrivez-nous à {{contactEmail}} en indiquant votre numéro de commande. Nous vous répondons dans les meilleurs délais.',
    '## 9. Médiation',
    'Si votre réclamation écrite auprès de notre service client n’a pas abouti, vous pouvez recourir gratuitement, dans un délai d’un an, au médiateur de la consommation dont nous relevons, conformément à l’article L612-1 du Code de la consommation : {{mediator}}.',
    '## 10. Données personnelles',
    'Les données nécessaires à votre commande sont traitées comme l’explique notre page « Confidentialité ».',
    '## 11. Droit applicable',
    'Les présentes CGV sont soumises au droit français. À défaut d’accord amiable, le litige est porté devant la juridiction compétente selon les règles de droit commun ; en tant que consommateur, vous pouvez saisir le tribunal du lieu où vous demeuriez lors de la commande ou de la survenance du fait dommageable.',
  ],
};

const LEGAL_NOTICE: LegalText = {
  title: 'Mentions légales',
  description: 'Qui édite et qui héberge la boutique Sillon.',
  body: [
    '## Éditeur',
    'La boutique en ligne Sillon et ses applications sont éditées par {{company}}, dont le siège est situé {{address}}.',
    'Immatriculation : {{registration}}. Numéro de TVA intracommunautaire : {{vatNumber}}.',
    'Contact : {{contactEmail}}.',
    '## Directeur de la publication',
    '{{publicationDirector}}.',
    '## Hébergement',
    'La boutique est hébergée par {{host}}.',
    '## Propriété intellectuelle',
    'Les textes, photographies, recettes et éléments graphiques de la boutique sont notre propriété ou celle de leurs auteurs, qui nous en ont concédé l’usage. Toute reproduction sans autorisation est interdite.',
    '## Données personnelles et accessibilité',
    'Ce que nous faisons de vos données est expliqué dans notre page « Confidentialité » ; l’état d’accessibilité de la boutique, dans notre « Déclaration d’accessibilité ».',
  ],
};

const PRIVACY: LegalText = {
  title: 'Confidentialité et données personnelles',
  description:
    'Les données que la boutique conserve, pourquoi, combien de temps, et à qui elles sont transmises.',
  body: [
    '## Responsable du traitement',
    '{{company}}, {{address}}, est responsable des traitements décrits ici. Pour toute question ou pour exercer vos droits, écrivez à {{contactEmail}}.',
    '## Ce que nous conservons et pourquoi',
    'Votre compte : numéro de téléphone (qui sert à vous connecter), prénom, adresse e-mail, adresses de livraison et de facturation, préférences de communication. Base légale : l’exécution du contrat de vente.',
    'Vos commandes : produits, prix, adresse et créneau de livraison ou point relais, paiements, statut, et la version des CGV acceptée. Base légale : l’exécution du contrat et nos obligations comptables.',
    'Vos paiements : nous ne voyons jamais le numéro de votre carte. Nous conservons la marque, les quatre derniers chiffres et la date d’expiration d’une carte, et la gardons pour vos prochaines commandes seulement si vous le demandez.',
    'Votre connexion : le code reçu par SMS est conservé sous forme chiffrée et expire au bout de dix minutes ; le nombre de demandes est compté pour empêcher les abus.',
    'Les avis que vous publiez, votre liste de courses et vos favoris, tant que votre compte existe.',
    'Les rapports d’erreur de l’application : lorsqu’un écran rencontre une erreur, l’application envoie un rapport technique (écran, action, identifiant de compte, version) qui nous sert à corriger le problème. Base légale : notre intérêt légitime à faire fonctionner la boutique.',
    '## Combien de temps',
    'Votre compte est conservé tant que vous l’utilisez. Vous pouvez le fermer depuis « Mon compte » : il est désactivé immédiatement et effacé trente jours plus tard.',
    'Vos commandes sont des pièces comptables, conservées dix ans (article L123-22 du Code de commerce). Quand votre compte est effacé, elles ne gardent plus de vous que la commune, le code postal et le pays de livraison ; vos avis restent publiés sans votre nom.',
    'Les rapports d’erreur sont effacés au bout de trente jours.',
    '## À qui vos données sont transmises',
    'Paiement : Stripe, notre prestataire de paiement, reçoit les données de votre carte et le montant de chaque paiement.',
    'SMS : notre opérateur SMS reçoit votre numéro de téléphone et le code de connexion à vous envoyer.',
    'E-mail : notre prestataire d’envoi d’e-mails reçoit votre adresse e-mail et le contenu des messages liés à vos commandes.',
    'Notifications : sur les applications iPhone et Android, si vous les acceptez, le service de notifications d’Expo reçoit l’identifiant de votre appareil et le texte de chaque notification, qu’il transmet à Apple ou Google.',
    'Rapports d’erreur : lorsqu’il est activé, Sentry reçoit les rapports d’erreur techniques décrits plus haut.',
    'Hébergement : nos serveurs et notre base de données sont hébergés par {{host}}.',
    'Livraison : le livreur ou le transporteur reçoit le nom, l’adresse, le téléphone et le créneau nécessaires à la livraison.',
    'Certains de ces prestataires peuvent traiter des données hors de l’Union européenne ; ces transferts sont encadrés par les clauses contractuelles types de la Commission européenne ou une décision d’adéquation. Nous ne vendons jamais vos données.',
    '## Sur le web',
    'La boutique web garde sur votre appareil votre panier et votre session de connexion, indispensables à son fonctionnement. Elle ne dépose aucun cookie publicitaire ni de mesure d’audience.',
    '## Vos droits',
    'Vous pouvez accéder à vos données, les rectifier, les effacer, vous opposer à un traitement ou en demander la limitation, en écrivant à {{contactEmail}}. « Mon compte » vous permet aussi de télécharger toutes vos données (portabilité) et de fermer votre compte.',
    'Si vous estimez que vos droits ne sont pas respectés, vous pouvez adresser une réclamation à la CNIL (www.cnil.fr).',
  ],
};

const ACCESSIBILITY: LegalText = {
  title: 'Déclaration d’accessibilité',
  description:
    'Ce que nous vérifions, ce qui n’est pas encore conforme, et comment nous signaler un problème.',
  body: [
    '{{company}} s’engage à rendre sa boutique en ligne accessible, conformément à l’article 47 de la loi n° 2005-102 du 11 février 2005. Cette déclaration porte sur la boutique web et ses applications iPhone et Android.',
    '## État de conformité',
    'La boutique est partiellement conforme au référentiel général d’amélioration de l’accessibilité (RGAA), version 4.1.2. Aucun audit complet du référentiel n’a encore été réalisé.',
    '## Ce que nous vérifions',
    'Des tests automatiques parcourent la boutique web dans un navigateur, sur un écran de téléphone et d’ordinateur, et la vérifient avec l’outil axe-core : accueil, rayons, fiches produit, recherche, panier, étapes de commande et de paiement, compte, commandes, listes de courses, avis, contenus, recettes et les présentes pages légales. Ces tests échouent dès qu’un défaut grave ou critique est détecté.',
    'Les écrans sont pensés pour les lecteurs d’écran : titres hiérarchisés, libellés des boutons et des champs, textes alternatifs des images.',
    '## Ce qui n’est pas encore conforme',
    'Les tests automatiques ne détectent qu’une partie des critères du RGAA : l’ordre de lecture, la pertinence des textes alternatifs ou l’usage au clavier seul n’ont pas encore fait l’objet d’un contrôle manuel complet.',
    'Les applications iPhone et Android ne sont pas couvertes par ces tests automatiques.',
    'Le champ de saisie de la carte bancaire est fourni par notre prestataire de paiement, et la page d’authentification 3-D Secure par votre banque : leur accessibilité ne dépend pas de nous.',
    'Les tickets de caisse au format PDF ne sont pas balisés pour les lecteurs d’écran ; le détail de chaque commande reste lisible dans « Mes commandes ».',
    '## Signaler un problème',
    'Si vous ne parvenez pas à accéder à un contenu ou à un service, écrivez-nous à {{contactEmail}} en décrivant la page et le problème rencontré : nous vous répondrons et chercherons avec vous une autre façon d’obtenir l’information ou le service.',
    '## Voies de recours',
    'Si vous nous avez signalé un défaut d’accessibilité sans obtenir de réponse satisfaisante, vous pouvez écrire au Défenseur des droits (www.defenseurdesdroits.fr), contacter son délégué dans votre région, ou lui écrire gratuitement : Défenseur des droits, Libre réponse 71120, 75342 Paris CEDEX 07.',
  ],
};

const TEXTS: Record<keyof typeof LEGAL_PAGE_PATHS, LegalText> = {
  terms: TERMS,
  legalNotice: LEGAL_NOTICE,
  privacy: PRIVACY,
  accessibility: ACCESSIBILITY,
};

/** The four legal documents as first published: ids `legalPage.<path>`, at their paths. */
export function firstLegalDocuments(): NewContentDocumentRow[] {
  return Object.entries(TEXTS).map(([kind, text]) => {
    const path = LEGAL_PAGE_PATHS[kind as keyof typeof LEGAL_PAGE_PATHS].slice(1);
    const id = `${LEGAL_PAGE_TYPE}.${path}`;
    return {
      id,
      type: LEGAL_PAGE_TYPE,
      path,
      body: { _id: id, _type: LEGAL_PAGE_TYPE, ...text },
      updatedAt: FIRST_PUBLISHED_AT,
    };
  });
}
