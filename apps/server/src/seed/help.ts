/** Help centre items per language; tags are stable anchors (/help#term, /help#agent). */
const HELP: Record<'TY' | 'EN', [tag: string, title: string, content: string][]> = {
  TY: [
    [
      'about',
      'Tungkol sa Amin',
      '<p>Ang Swerte ay online na gaming site na may slots, live casino, sports, sabong, e-lottery at iba pa, lisensyado sa Malta, British Virgin Islands at Pilipinas.</p>',
    ],
    [
      'term',
      'Kasunduan ng User',
      '<p>Sa pag-register, kinukumpirma mong ikaw ay <strong>18 taong gulang pataas</strong> at sumasang-ayon ka sa mga tuntuning ito.</p><ol><li>Isang account lamang bawat tao.</li><li>Bawal ang pandaraya at pang-aabuso sa bonus; maaaring isara ang account.</li><li>Maaaring humingi ng beripikasyon ng pagkakakilanlan bago ang withdrawal.</li><li>Ang mga taya ay pinal kapag natanggap na ng sistema.</li></ol>',
    ],
    [
      'faq',
      'Mga Madalas Itanong',
      '<h4>Nakalimutan ko ang password ko.</h4><p>Gamitin ang "Nakalimutan ang password" sa login at i-reset gamit ang SMS code.</p><h4>Bakit hindi ako makapag-login?</h4><p>Tiyaking tama ang username at password, o makipag-ugnayan sa customer service.</p>',
    ],
    [
      'deposit',
      'Paano Mag-deposito',
      '<ol><li>Mag-login at buksan ang Member Centre.</li><li>Piliin ang Deposito at ang paraan ng pagbabayad.</li><li>Ilagay ang halaga at sundin ang mga tagubilin.</li></ol><p>Makikita ang pondo sa iyong balanse kapag naaprubahan.</p>',
    ],
    [
      'withdrawal',
      'Paano Mag-withdraw',
      '<ol><li>Idagdag ang iyong bank account o e-wallet.</li><li>Piliin ang Withdrawal at ilagay ang halaga.</li><li>Kumpirmahin gamit ang iyong payment password.</li></ol>',
    ],
    [
      'agent',
      'Maging Ahente',
      '<p>Kumita bilang ahente ng Swerte: mag-imbita ng mga manlalaro gamit ang iyong affiliate link at tumanggap ng komisyon, daily salary at dibidendo ayon sa iyong kontrata.</p><p>Makipag-ugnayan sa customer service para magsimula.</p>',
    ],
    [
      'responsible',
      'Responsableng Paglalaro',
      '<p>Ang paglalaro ay libangan, hindi paraan ng pagkakakitaan. Para lamang sa 18 pataas.</p><ul><li>Magtakda ng limitasyon sa oras at pera.</li><li>Huwag habulin ang talo.</li><li>Humingi ng tulong kung kailangan; maaari mong pansamantalang isara ang iyong account.</li></ul>',
    ],
    [
      'privacy',
      'Patakaran sa Privacy',
      '<p>Kinokolekta lamang namin ang datos na kailangan para sa iyong account at mga transaksyon, pinoprotektahan ng 128-bit encryption, at hindi ibinabahagi nang walang pahintulot maliban kung hinihingi ng batas.</p>',
    ],
  ],
  EN: [
    [
      'about',
      'About Us',
      '<p>Swerte is an online gaming site with slots, live casino, sports, cockfighting, e-lottery and more, licensed in Malta, the British Virgin Islands and the Philippines.</p>',
    ],
    [
      'term',
      'User Agreement',
      '<p>By registering you confirm that you are <strong>18 years of age or older</strong> and that you accept these terms.</p><ol><li>One account per person.</li><li>Fraud and bonus abuse are not allowed; the account may be closed.</li><li>Identity verification may be requested before a withdrawal.</li><li>Bets are final once the system has accepted them.</li></ol>',
    ],
    [
      'faq',
      'Frequently Asked Questions',
      '<h4>I forgot my password.</h4><p>Use "Forgot password" on the login form and reset it with an SMS code.</p><h4>Why can I not log in?</h4><p>Check your username and password, or contact customer service.</p>',
    ],
    [
      'deposit',
      'How to Deposit',
      '<ol><li>Log in and open the Member Centre.</li><li>Choose Deposit and a payment method.</li><li>Enter the amount and follow the instructions.</li></ol><p>The funds show in your balance once approved.</p>',
    ],
    [
      'withdrawal',
      'How to Withdraw',
      '<ol><li>Add your bank account or e-wallet.</li><li>Choose Withdrawal and enter the amount.</li><li>Confirm with your payment password.</li></ol>',
    ],
    [
      'agent',
      'Become an Agent',
      '<p>Earn as a Swerte agent: invite players with your affiliate link and receive commission, daily salary and dividends under your contract.</p><p>Contact customer service to get started.</p>',
    ],
    [
      'responsible',
      'Responsible Gaming',
      '<p>Gaming is entertainment, not a way to earn money. For ages 18 and over only.</p><ul><li>Set limits on time and money.</li><li>Never chase losses.</li><li>Ask for help when you need it; you can close your account for a while.</li></ul>',
    ],
    [
      'privacy',
      'Privacy Policy',
      '<p>We collect only the data your account and transactions need, protect it with 128-bit encryption, and never share it without consent unless the law requires it.</p>',
    ],
  ],
};

export function demoHelpItems() {
  return Object.entries(HELP).flatMap(([lang, items]) =>
    items.map(([tag, title, content], index) => ({
      lang,
      tag,
      title,
      content,
      sortOrder: (index + 1) * 10,
      device: null,
    })),
  );
}
