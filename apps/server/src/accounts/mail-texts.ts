import type { Language } from '@sportsbook/betting';

/** One mail's words: subject, the lines above the link and the line below it. `{name}` is the username. */
export interface MailText {
  readonly subject: string;
  readonly greeting: string;
  readonly lead: string;
  readonly after: string;
}

/** The three account mails (decision 043), in the ten languages of the site. */
export interface MailTexts {
  readonly verification: MailText;
  readonly recovery: MailText;
  readonly emailChange: MailText;
}

const m = (subject: string, greeting: string, lead: string, after: string): MailText => ({
  subject,
  greeting,
  lead,
  after,
});

export const MAIL_TEXTS: Readonly<Record<Language, MailTexts>> = {
  en: {
    verification: m(
      'Confirm your email address',
      'Hello {name},',
      'Thank you for registering. Open this link within 24 hours to confirm your email address, then log in:',
      'If you did not register, ignore this mail: the account cannot be used without this link.',
    ),
    recovery: m(
      'Reset your password',
      'Hello {name},',
      'We were asked to reset the password of your account. Open this link within 1 hour to choose a new one:',
      'If you did not ask for this, ignore this mail: your password stays as it is.',
    ),
    emailChange: m(
      'Confirm your new email address',
      'Hello {name},',
      'We were asked to use this address for your account. Open this link within 24 hours to confirm it:',
      'Until then your account keeps its current address. If you did not ask for this, ignore this mail.',
    ),
  },
  pt: {
    verification: m(
      'Confirme o seu endereço de e-mail',
      'Olá {name},',
      'Obrigado pelo seu registo. Abra esta ligação nas próximas 24 horas para confirmar o seu e-mail e depois inicie sessão:',
      'Se não se registou, ignore este e-mail: a conta não pode ser usada sem esta ligação.',
    ),
    recovery: m(
      'Redefina a sua palavra-passe',
      'Olá {name},',
      'Recebemos um pedido para redefinir a palavra-passe da sua conta. Abra esta ligação na próxima hora para escolher uma nova:',
      'Se não fez este pedido, ignore este e-mail: a sua palavra-passe mantém-se.',
    ),
    emailChange: m(
      'Confirme o seu novo endereço de e-mail',
      'Olá {name},',
      'Recebemos um pedido para usar este endereço na sua conta. Abra esta ligação nas próximas 24 horas para o confirmar:',
      'Até lá a sua conta mantém o endereço atual. Se não fez este pedido, ignore este e-mail.',
    ),
  },
  es: {
    verification: m(
      'Confirma tu dirección de correo electrónico',
      'Hola, {name}:',
      'Gracias por registrarte. Abre este enlace en las próximas 24 horas para confirmar tu correo y después inicia sesión:',
      'Si no te has registrado, ignora este correo: la cuenta no se puede usar sin este enlace.',
    ),
    recovery: m(
      'Restablece tu contraseña',
      'Hola, {name}:',
      'Nos han pedido restablecer la contraseña de tu cuenta. Abre este enlace en la próxima hora para elegir una nueva:',
      'Si no lo has pedido tú, ignora este correo: tu contraseña no cambia.',
    ),
    emailChange: m(
      'Confirma tu nueva dirección de correo electrónico',
      'Hola, {name}:',
      'Nos han pedido usar esta dirección en tu cuenta. Abre este enlace en las próximas 24 horas para confirmarla:',
      'Hasta entonces tu cuenta conserva su dirección actual. Si no lo has pedido tú, ignora este correo.',
    ),
  },
  fr: {
    verification: m(
      'Confirmez votre adresse e-mail',
      'Bonjour {name},',
      'Merci de votre inscription. Ouvrez ce lien dans les 24 heures pour confirmer votre adresse e-mail, puis connectez-vous :',
      'Si vous ne vous êtes pas inscrit, ignorez cet e-mail : le compte ne peut pas être utilisé sans ce lien.',
    ),
    recovery: m(
      'Réinitialisez votre mot de passe',
      'Bonjour {name},',
      'On nous a demandé de réinitialiser le mot de passe de votre compte. Ouvrez ce lien dans l’heure pour en choisir un nouveau :',
      'Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail : votre mot de passe reste inchangé.',
    ),
    emailChange: m(
      'Confirmez votre nouvelle adresse e-mail',
      'Bonjour {name},',
      'On nous a demandé d’utiliser cette adresse pour votre compte. Ouvrez ce lien dans les 24 heures pour la confirmer :',
      'D’ici là, votre compte garde son adresse actuelle. Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail.',
    ),
  },
  ro: {
    verification: m(
      'Confirmă adresa de e-mail',
      'Bună, {name},',
      'Îți mulțumim pentru înregistrare. Deschide acest link în 24 de ore pentru a confirma adresa de e-mail, apoi autentifică-te:',
      'Dacă nu te-ai înregistrat, ignoră acest e-mail: contul nu poate fi folosit fără acest link.',
    ),
    recovery: m(
      'Resetează parola',
      'Bună, {name},',
      'Ni s-a cerut resetarea parolei contului tău. Deschide acest link în decurs de o oră pentru a alege una nouă:',
      'Dacă nu ai cerut acest lucru, ignoră acest e-mail: parola rămâne neschimbată.',
    ),
    emailChange: m(
      'Confirmă noua adresă de e-mail',
      'Bună, {name},',
      'Ni s-a cerut să folosim această adresă pentru contul tău. Deschide acest link în 24 de ore pentru a o confirma:',
      'Până atunci contul își păstrează adresa actuală. Dacă nu ai cerut acest lucru, ignoră acest e-mail.',
    ),
  },
  fi: {
    verification: m(
      'Vahvista sähköpostiosoitteesi',
      'Hei {name},',
      'Kiitos rekisteröitymisestä. Avaa tämä linkki 24 tunnin kuluessa vahvistaaksesi sähköpostiosoitteesi ja kirjaudu sitten sisään:',
      'Jos et rekisteröitynyt, voit jättää tämän viestin huomiotta: tiliä ei voi käyttää ilman tätä linkkiä.',
    ),
    recovery: m(
      'Vaihda salasanasi',
      'Hei {name},',
      'Tilisi salasanan vaihtamista pyydettiin. Avaa tämä linkki tunnin kuluessa valitaksesi uuden salasanan:',
      'Jos et pyytänyt tätä, voit jättää viestin huomiotta: salasanasi pysyy ennallaan.',
    ),
    emailChange: m(
      'Vahvista uusi sähköpostiosoitteesi',
      'Hei {name},',
      'Tätä osoitetta pyydettiin käyttöön tilillesi. Avaa tämä linkki 24 tunnin kuluessa vahvistaaksesi sen:',
      'Siihen asti tilisi käyttää nykyistä osoitetta. Jos et pyytänyt tätä, voit jättää viestin huomiotta.',
    ),
  },
  de: {
    verification: m(
      'Bestätige deine E-Mail-Adresse',
      'Hallo {name},',
      'Danke für deine Registrierung. Öffne diesen Link innerhalb von 24 Stunden, um deine E-Mail-Adresse zu bestätigen, und melde dich dann an:',
      'Wenn du dich nicht registriert hast, ignoriere diese E-Mail: Ohne diesen Link kann das Konto nicht genutzt werden.',
    ),
    recovery: m(
      'Setze dein Passwort zurück',
      'Hallo {name},',
      'Wir wurden gebeten, das Passwort deines Kontos zurückzusetzen. Öffne diesen Link innerhalb einer Stunde, um ein neues zu wählen:',
      'Wenn du das nicht angefordert hast, ignoriere diese E-Mail: Dein Passwort bleibt unverändert.',
    ),
    emailChange: m(
      'Bestätige deine neue E-Mail-Adresse',
      'Hallo {name},',
      'Wir wurden gebeten, diese Adresse für dein Konto zu verwenden. Öffne diesen Link innerhalb von 24 Stunden, um sie zu bestätigen:',
      'Bis dahin behält dein Konto seine bisherige Adresse. Wenn du das nicht angefordert hast, ignoriere diese E-Mail.',
    ),
  },
  ja: {
    verification: m(
      'メールアドレスの確認',
      '{name} 様',
      'ご登録ありがとうございます。24時間以内にこのリンクを開いてメールアドレスを確認し、ログインしてください：',
      'ご登録に心当たりがない場合は、このメールを無視してください。このリンクなしではアカウントを利用できません。',
    ),
    recovery: m(
      'パスワードの再設定',
      '{name} 様',
      'アカウントのパスワード再設定のご依頼を受け付けました。1時間以内にこのリンクを開いて新しいパスワードを設定してください：',
      'お心当たりがない場合は、このメールを無視してください。パスワードは変更されません。',
    ),
    emailChange: m(
      '新しいメールアドレスの確認',
      '{name} 様',
      'このアドレスをアカウントで使用するご依頼を受け付けました。24時間以内にこのリンクを開いて確認してください：',
      '確認されるまでは現在のアドレスが使われます。お心当たりがない場合は、このメールを無視してください。',
    ),
  },
  el: {
    verification: m(
      'Επιβεβαιώστε τη διεύθυνση email σας',
      'Γεια σας {name},',
      'Σας ευχαριστούμε για την εγγραφή. Ανοίξτε αυτόν τον σύνδεσμο μέσα σε 24 ώρες για να επιβεβαιώσετε το email σας και, στη συνέχεια, συνδεθείτε:',
      'Αν δεν κάνατε εγγραφή, αγνοήστε αυτό το μήνυμα: ο λογαριασμός δεν μπορεί να χρησιμοποιηθεί χωρίς αυτόν τον σύνδεσμο.',
    ),
    recovery: m(
      'Επαναφέρετε τον κωδικό σας',
      'Γεια σας {name},',
      'Λάβαμε αίτημα επαναφοράς του κωδικού του λογαριασμού σας. Ανοίξτε αυτόν τον σύνδεσμο μέσα σε 1 ώρα για να ορίσετε νέο:',
      'Αν δεν το ζητήσατε εσείς, αγνοήστε αυτό το μήνυμα: ο κωδικός σας παραμένει ίδιος.',
    ),
    emailChange: m(
      'Επιβεβαιώστε τη νέα διεύθυνση email σας',
      'Γεια σας {name},',
      'Λάβαμε αίτημα να χρησιμοποιηθεί αυτή η διεύθυνση για τον λογαριασμό σας. Ανοίξτε αυτόν τον σύνδεσμο μέσα σε 24 ώρες για να την επιβεβαιώσετε:',
      'Μέχρι τότε ο λογαριασμός σας κρατά την τρέχουσα διεύθυνση. Αν δεν το ζητήσατε εσείς, αγνοήστε αυτό το μήνυμα.',
    ),
  },
  nl: {
    verification: m(
      'Bevestig je e-mailadres',
      'Hallo {name},',
      'Bedankt voor je registratie. Open deze link binnen 24 uur om je e-mailadres te bevestigen en log daarna in:',
      'Heb je je niet geregistreerd? Negeer deze e-mail dan: zonder deze link kan het account niet worden gebruikt.',
    ),
    recovery: m(
      'Stel je wachtwoord opnieuw in',
      'Hallo {name},',
      'We kregen een verzoek om het wachtwoord van je account opnieuw in te stellen. Open deze link binnen 1 uur om een nieuw wachtwoord te kiezen:',
      'Heb je dit niet gevraagd? Negeer deze e-mail dan: je wachtwoord blijft ongewijzigd.',
    ),
    emailChange: m(
      'Bevestig je nieuwe e-mailadres',
      'Hallo {name},',
      'We kregen een verzoek om dit adres voor je account te gebruiken. Open deze link binnen 24 uur om het te bevestigen:',
      'Tot dan houdt je account het huidige adres. Heb je dit niet gevraagd? Negeer deze e-mail dan.',
    ),
  },
};
