import type { Language } from '@sportsbook/betting';
import type { MailText } from './mail-texts';

/**
 * The notices (decision 087): mails without a token that tell an address's owner what someone did
 * with it. `{name}` is the username; `{email}` the account's new address (in `emailChanged`).
 */
export interface NoticeTexts {
  /** To the owner of an address someone tried to register with. */
  readonly alreadyRegistered: MailText;
  /** To the owner of an address someone asked to move another account to. */
  readonly addressInUse: MailText;
  /** To the old address, once an account's address was changed. */
  readonly emailChanged: MailText;
}

const m = (subject: string, greeting: string, lead: string, after: string): MailText => ({
  subject,
  greeting,
  lead,
  after,
});

export const NOTICE_TEXTS: Readonly<Record<Language, NoticeTexts>> = {
  en: {
    alreadyRegistered: m(
      'Someone tried to register with your address',
      'Hello {name},',
      'Someone tried to open a new account with this email address, which already belongs to your account. If it was you, log in with your account — or choose a new password here:',
      'If it was not you, ignore this mail: no account was opened and nothing was changed.',
    ),
    addressInUse: m(
      'Someone tried to use your address',
      'Hello {name},',
      'Someone asked to move another account to this email address, which already belongs to your account. Nothing was changed. Your account is here:',
      'If it was you, use another address for the other account. Otherwise ignore this mail.',
    ),
    emailChanged: m(
      'Your email address was changed',
      'Hello {name},',
      'The email address of your account was changed to {email}. Mails about your account, password resets included, now go there. Your account is here:',
      'If you did not make this change, contact our support at once: your account may be in someone else’s hands.',
    ),
  },
  pt: {
    alreadyRegistered: m(
      'Alguém tentou registar-se com o seu endereço',
      'Olá {name},',
      'Alguém tentou abrir uma nova conta com este endereço de e-mail, que já pertence à sua conta. Se foi você, inicie sessão com a sua conta — ou escolha uma nova palavra-passe aqui:',
      'Se não foi você, ignore este e-mail: não foi aberta nenhuma conta e nada foi alterado.',
    ),
    addressInUse: m(
      'Alguém tentou usar o seu endereço',
      'Olá {name},',
      'Alguém pediu para mudar outra conta para este endereço de e-mail, que já pertence à sua conta. Nada foi alterado. A sua conta está aqui:',
      'Se foi você, use outro endereço para a outra conta. Caso contrário, ignore este e-mail.',
    ),
    emailChanged: m(
      'O seu endereço de e-mail foi alterado',
      'Olá {name},',
      'O endereço de e-mail da sua conta foi alterado para {email}. Os e-mails sobre a sua conta, incluindo a redefinição da palavra-passe, passam a ir para lá. A sua conta está aqui:',
      'Se não fez esta alteração, contacte o nosso apoio de imediato: a sua conta pode estar nas mãos de outra pessoa.',
    ),
  },
  es: {
    alreadyRegistered: m(
      'Alguien intentó registrarse con tu dirección',
      'Hola, {name}:',
      'Alguien intentó abrir una cuenta nueva con esta dirección de correo, que ya pertenece a tu cuenta. Si fuiste tú, inicia sesión con tu cuenta, o elige una contraseña nueva aquí:',
      'Si no fuiste tú, ignora este correo: no se abrió ninguna cuenta y no se cambió nada.',
    ),
    addressInUse: m(
      'Alguien intentó usar tu dirección',
      'Hola, {name}:',
      'Alguien pidió trasladar otra cuenta a esta dirección de correo, que ya pertenece a tu cuenta. No se cambió nada. Tu cuenta está aquí:',
      'Si fuiste tú, usa otra dirección para la otra cuenta. Si no, ignora este correo.',
    ),
    emailChanged: m(
      'Se ha cambiado tu dirección de correo',
      'Hola, {name}:',
      'La dirección de correo de tu cuenta se ha cambiado a {email}. Los correos sobre tu cuenta, también los de restablecer la contraseña, irán ahora allí. Tu cuenta está aquí:',
      'Si no hiciste este cambio, contacta con nuestro soporte de inmediato: tu cuenta puede estar en manos de otra persona.',
    ),
  },
  fr: {
    alreadyRegistered: m(
      'Quelqu’un a tenté de s’inscrire avec votre adresse',
      'Bonjour {name},',
      'Quelqu’un a tenté d’ouvrir un nouveau compte avec cette adresse e-mail, qui appartient déjà à votre compte. Si c’était vous, connectez-vous à votre compte — ou choisissez un nouveau mot de passe ici :',
      'Si ce n’était pas vous, ignorez ce message : aucun compte n’a été ouvert et rien n’a été modifié.',
    ),
    addressInUse: m(
      'Quelqu’un a tenté d’utiliser votre adresse',
      'Bonjour {name},',
      'Quelqu’un a demandé à transférer un autre compte vers cette adresse e-mail, qui appartient déjà à votre compte. Rien n’a été modifié. Votre compte est ici :',
      'Si c’était vous, utilisez une autre adresse pour l’autre compte. Sinon, ignorez ce message.',
    ),
    emailChanged: m(
      'Votre adresse e-mail a été modifiée',
      'Bonjour {name},',
      'L’adresse e-mail de votre compte a été remplacée par {email}. Les messages concernant votre compte, y compris les réinitialisations de mot de passe, y sont désormais envoyés. Votre compte est ici :',
      'Si vous n’avez pas fait cette modification, contactez immédiatement notre support : votre compte est peut-être entre d’autres mains.',
    ),
  },
  ro: {
    alreadyRegistered: m(
      'Cineva a încercat să se înregistreze cu adresa ta',
      'Salut, {name},',
      'Cineva a încercat să deschidă un cont nou cu această adresă de e-mail, care aparține deja contului tău. Dacă ai fost tu, autentifică-te în contul tău — sau alege o parolă nouă aici:',
      'Dacă nu ai fost tu, ignoră acest e-mail: nu s-a deschis niciun cont și nu s-a schimbat nimic.',
    ),
    addressInUse: m(
      'Cineva a încercat să folosească adresa ta',
      'Salut, {name},',
      'Cineva a cerut mutarea altui cont pe această adresă de e-mail, care aparține deja contului tău. Nu s-a schimbat nimic. Contul tău este aici:',
      'Dacă ai fost tu, folosește altă adresă pentru celălalt cont. Altfel, ignoră acest e-mail.',
    ),
    emailChanged: m(
      'Adresa ta de e-mail a fost schimbată',
      'Salut, {name},',
      'Adresa de e-mail a contului tău a fost schimbată în {email}. E-mailurile despre contul tău, inclusiv resetările de parolă, merg de acum acolo. Contul tău este aici:',
      'Dacă nu ai făcut tu această schimbare, contactează imediat echipa de asistență: contul tău poate fi în mâinile altcuiva.',
    ),
  },
  fi: {
    alreadyRegistered: m(
      'Joku yritti rekisteröityä osoitteellasi',
      'Hei {name},',
      'Joku yritti avata uuden tilin tällä sähköpostiosoitteella, joka kuuluu jo tilillesi. Jos se olit sinä, kirjaudu tilillesi — tai valitse uusi salasana täällä:',
      'Jos se et ollut sinä, voit jättää tämän viestin huomiotta: tiliä ei avattu eikä mitään muutettu.',
    ),
    addressInUse: m(
      'Joku yritti käyttää osoitettasi',
      'Hei {name},',
      'Joku pyysi siirtämään toisen tilin tähän sähköpostiosoitteeseen, joka kuuluu jo tilillesi. Mitään ei muutettu. Tilisi on täällä:',
      'Jos se olit sinä, käytä toiselle tilille toista osoitetta. Muuten voit jättää tämän viestin huomiotta.',
    ),
    emailChanged: m(
      'Sähköpostiosoitteesi on vaihdettu',
      'Hei {name},',
      'Tilisi sähköpostiosoitteeksi vaihdettiin {email}. Tiliäsi koskevat viestit, myös salasanan palautukset, menevät nyt sinne. Tilisi on täällä:',
      'Jos et tehnyt tätä muutosta, ota heti yhteyttä asiakastukeemme: tilisi voi olla jonkun muun käsissä.',
    ),
  },
  de: {
    alreadyRegistered: m(
      'Jemand hat versucht, sich mit Ihrer Adresse zu registrieren',
      'Hallo {name},',
      'Jemand hat versucht, mit dieser E-Mail-Adresse ein neues Konto zu eröffnen; sie gehört bereits zu Ihrem Konto. Waren Sie es, melden Sie sich mit Ihrem Konto an — oder wählen Sie hier ein neues Passwort:',
      'Waren Sie es nicht, ignorieren Sie diese E-Mail: Es wurde kein Konto eröffnet und nichts geändert.',
    ),
    addressInUse: m(
      'Jemand hat versucht, Ihre Adresse zu verwenden',
      'Hallo {name},',
      'Jemand wollte ein anderes Konto auf diese E-Mail-Adresse umstellen; sie gehört bereits zu Ihrem Konto. Es wurde nichts geändert. Ihr Konto finden Sie hier:',
      'Waren Sie es, verwenden Sie für das andere Konto eine andere Adresse. Andernfalls ignorieren Sie diese E-Mail.',
    ),
    emailChanged: m(
      'Ihre E-Mail-Adresse wurde geändert',
      'Hallo {name},',
      'Die E-Mail-Adresse Ihres Kontos wurde in {email} geändert. E-Mails zu Ihrem Konto, auch zum Zurücksetzen des Passworts, gehen jetzt dorthin. Ihr Konto finden Sie hier:',
      'Haben Sie diese Änderung nicht vorgenommen, wenden Sie sich sofort an unseren Support: Ihr Konto ist womöglich in fremden Händen.',
    ),
  },
  ja: {
    alreadyRegistered: m(
      'あなたのアドレスで登録しようとした人がいます',
      '{name} 様',
      'すでにあなたのアカウントで使われているこのメールアドレスで、新しいアカウントを作成しようとした人がいます。ご本人の場合はお持ちのアカウントでログインするか、こちらから新しいパスワードを設定してください：',
      'お心当たりがない場合は、このメールを無視してください。アカウントは作成されず、何も変更されていません。',
    ),
    addressInUse: m(
      'あなたのアドレスを使おうとした人がいます',
      '{name} 様',
      'すでにあなたのアカウントで使われているこのメールアドレスに、別のアカウントを移そうとした人がいます。何も変更されていません。あなたのアカウントはこちらです：',
      'ご本人の場合は、もう一方のアカウントには別のアドレスをお使いください。そうでない場合は、このメールを無視してください。',
    ),
    emailChanged: m(
      'メールアドレスが変更されました',
      '{name} 様',
      'あなたのアカウントのメールアドレスが {email} に変更されました。パスワードの再設定を含め、アカウントに関するメールは今後そちらに届きます。あなたのアカウントはこちらです：',
      'この変更にお心当たりがない場合は、すぐにサポートまでご連絡ください。アカウントが第三者の手に渡っている可能性があります。',
    ),
  },
  el: {
    alreadyRegistered: m(
      'Κάποιος προσπάθησε να εγγραφεί με τη διεύθυνσή σας',
      'Γεια σας {name},',
      'Κάποιος προσπάθησε να ανοίξει νέο λογαριασμό με αυτή τη διεύθυνση email, η οποία ανήκει ήδη στον λογαριασμό σας. Αν ήσασταν εσείς, συνδεθείτε στον λογαριασμό σας — ή επιλέξτε νέο κωδικό εδώ:',
      'Αν δεν ήσασταν εσείς, αγνοήστε αυτό το μήνυμα: δεν άνοιξε κανένας λογαριασμός και δεν άλλαξε τίποτα.',
    ),
    addressInUse: m(
      'Κάποιος προσπάθησε να χρησιμοποιήσει τη διεύθυνσή σας',
      'Γεια σας {name},',
      'Κάποιος ζήτησε να μεταφέρει άλλον λογαριασμό σε αυτή τη διεύθυνση email, η οποία ανήκει ήδη στον λογαριασμό σας. Δεν άλλαξε τίποτα. Ο λογαριασμός σας είναι εδώ:',
      'Αν ήσασταν εσείς, χρησιμοποιήστε άλλη διεύθυνση για τον άλλο λογαριασμό. Διαφορετικά, αγνοήστε αυτό το μήνυμα.',
    ),
    emailChanged: m(
      'Η διεύθυνση email σας άλλαξε',
      'Γεια σας {name},',
      'Η διεύθυνση email του λογαριασμού σας άλλαξε σε {email}. Τα μηνύματα για τον λογαριασμό σας, και οι επαναφορές κωδικού, πηγαίνουν πλέον εκεί. Ο λογαριασμός σας είναι εδώ:',
      'Αν δεν κάνατε εσείς αυτή την αλλαγή, επικοινωνήστε αμέσως με την υποστήριξη: ο λογαριασμός σας μπορεί να είναι σε ξένα χέρια.',
    ),
  },
  nl: {
    alreadyRegistered: m(
      'Iemand probeerde zich met je adres te registreren',
      'Hallo {name},',
      'Iemand probeerde een nieuw account te openen met dit e-mailadres, dat al bij jouw account hoort. Was jij het, log dan in met je account — of kies hier een nieuw wachtwoord:',
      'Was jij het niet, negeer deze mail dan: er is geen account geopend en er is niets gewijzigd.',
    ),
    addressInUse: m(
      'Iemand probeerde je adres te gebruiken',
      'Hallo {name},',
      'Iemand vroeg om een ander account naar dit e-mailadres te verplaatsen, dat al bij jouw account hoort. Er is niets gewijzigd. Je account vind je hier:',
      'Was jij het, gebruik dan een ander adres voor het andere account. Anders kun je deze mail negeren.',
    ),
    emailChanged: m(
      'Je e-mailadres is gewijzigd',
      'Hallo {name},',
      'Het e-mailadres van je account is gewijzigd in {email}. Mails over je account, ook om je wachtwoord te herstellen, gaan nu daarheen. Je account vind je hier:',
      'Heb jij deze wijziging niet gedaan, neem dan meteen contact op met onze support: je account is mogelijk in andermans handen.',
    ),
  },
};
