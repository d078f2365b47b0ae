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
      '<h3>Nakalimutan ko ang password ko.</h3><p>Gamitin ang "Nakalimutan ang password" sa login at i-reset gamit ang SMS code.</p><h3>Bakit hindi ako makapag-login?</h3><p>Tiyaking tama ang username at password, o makipag-ugnayan sa customer service.</p>',
    ],
    [
      'deposit',
      'Paano Mag-deposito',
      '<p>Mag-login at buksan ang <strong>Mag-deposito</strong> sa Member Center. May larawan ang bawat hakbang sa <a href="/?mc=depositv2&amp;guide=bank">gabay sa pagdeposito</a>.</p>' +
        '<h3>Bank transfer</h3><ol>' +
        '<li>Pumili ng paraang may markang "Bank transfer". Nasa card nito ang pinakamababa at pinakamataas na halaga.</li>' +
        '<li>Sa kahong "Ipadala ang bayad sa account na ito" makikita ang bangko, pangalan ng account at account number. Doon lamang magpadala, at tingnan ito sa bawat deposito.</li>' +
        '<li>Kopyahin ang account number at ipadala mula sa iyong bank o e-wallet app ang eksaktong halagang ilalagay mo sa form.</li>' +
        '<li>Ilagay ang reference number ng iyong transfer at magdagdag ng malinaw na litrato o screenshot ng resibo (PNG o JPG, hanggang 3, 5 MB bawat isa).</li>' +
        '<li>Ipasa ang deposito. Karaniwang naaaprubahan ito sa loob ng 5 hanggang 30 minuto; saka papasok ang halaga sa iyong wallet. Hinihintay pa rin pagkalipas ng isang oras? Kausapin ang customer service at ibigay ang order number.</li></ol>' +
        '<p>Nagkamali bago magbayad? Kanselahin ang hinihintay na deposito sa "Mga huling deposito". Huwag kanselahin ang nabayaran mo na.</p>' +
        '<h3>Online na bayad</h3><ol>' +
        '<li>Pumili ng paraang may markang "Online na bayad", ilagay ang halaga at pindutin ang "Magbayad online".</li>' +
        '<li>Magbabayad ka sa bayarang magbubukas sa bagong tab. Hindi nagbukas? Pindutin ang "Buksan ang bayaran" o payagan ang mga pop-up; huwag magsimula ng pangalawang deposito.</li>' +
        '<li>Papasok agad ang halaga pagkakumpirma ng bayad, karaniwang wala pang isang minuto. Wala pa rin pagkalipas ng 15 minuto? Kausapin ang customer service.</li></ol>',
    ],
    [
      'withdrawal',
      'Paano Mag-withdraw',
      '<ol><li>Idagdag ang iyong bank account o e-wallet.</li><li>Piliin ang Withdrawal at ilagay ang halaga.</li><li>Kumpirmahin gamit ang iyong payment password.</li></ol>',
    ],
    [
      'agent',
      'Maging Ahente',
      '<p>Kumita bilang ahente ng Swerte: mag-imbita ng mga manlalaro gamit ang iyong affiliate link at tumanggap ng komisyon, daily salary at dibidendo ayon sa iyong kontrata.</p><p>Mag-apply sa pahinang <a href="/join">Maging Partner</a>: susuriin ng aming team ang iyong aplikasyon at ipapaalam sa iyo ang resulta doon. May tanong? Kausapin ang customer service.</p>',
    ],
    [
      'responsible',
      'Responsableng Paglalaro',
      '<p>Ang paglalaro ay libangan, hindi paraan ng pagkakakitaan. Bago maglaro, magpasya kung magkano at gaano katagal ang kaya mong ilaan, at tumigil kapag naabot mo na ito.</p>' +
        '<h3>Manatiling may kontrol</h3><ul>' +
        '<li><strong>Mga limitasyon:</strong> ikaw mismo ang magtakda ng arawan, lingguhan o buwanang limitasyon sa deposito, talo, taya at oras ng paglalaro. Agad na umiiral ang pagbaba; ang pagtaas ay may cooling-off.</li>' +
        '<li><strong>Reality check:</strong> paalala habang naglalaro, na may oras na lumipas, resulta ng session at ang huling 10 taya.</li>' +
        '<li><strong>Pahinga (cooling-off):</strong> isara pansamantala ang iyong account mula 24 oras hanggang 6 na linggo.</li>' +
        '<li><strong>Self-exclusion:</strong> isara ang iyong account nang 6 na buwan, 1 taon o 5 taon. Hindi ito mababawi bago matapos ang panahon, at hindi ka makakatanggap ng promo habang ito ay umiiral.</li>' +
        '<li><strong>Bantayan ang oras:</strong> magpahinga nang madalas, at huwag maglaro kapag pagod, malungkot o nakainom.</li></ul>' +
        '<h3>Mga palatandaan ng problema</h3><ul><li>Hinahabol mo ang talo.</li><li>Nanghihiram ka, o ginagamit mo ang pera para sa mga bayarin.</li><li>Itinatago mo sa pamilya kung gaano ka kadalas maglaro.</li><li>Napapabayaan mo ang trabaho, pag-aaral o pamilya.</li></ul>' +
        '<h3>Saan hihingi ng tulong</h3><ul>' +
        '<li>Crisis hotline ng National Center for Mental Health: <strong>1553</strong> (landline, libre sa buong bansa) o <strong>0917 899 8727</strong>, 24 oras.</li>' +
        '<li>Responsible Gaming program ng PAGCOR, na tumatanggap din ng mga kahilingan sa exclusion (National Database of Restricted Persons).</li>' +
        '<li>Gamblers Anonymous: <a href="https://www.gamblersanonymous.org" target="_blank" rel="noopener noreferrer">gamblersanonymous.org</a>.</li></ul>' +
        '<p>Magtakda ng limitasyon, magpahinga o mag-self-exclude anumang oras sa pahinang <a href="/?mc=responsibleGaming">Responsableng paglalaro</a> sa Member Center.</p>',
    ],
    [
      'age',
      'Para Lamang sa 18 Pataas',
      '<p>Kailangang ikaw ay hindi bababa sa <strong>18 taong gulang</strong> para magbukas ng account at maglaro. Maaari kaming humingi ng valid ID anumang oras, lalo na bago ang withdrawal.</p>' +
        '<p>Isinasara ang account ng sinumang wala pang 18 taong gulang: walang bisa ang mga panalo, at ibinabalik ang natitirang deposito.</p>' +
        '<h3>Para sa mga magulang at tagapag-alaga</h3><ul>' +
        '<li>Huwag ibahagi ang iyong username at password, at mag-logout pagkatapos maglaro.</li>' +
        '<li>Gumamit ng parental controls, gaya ng Google Family Link o Screen Time ng Apple, para harangan ang mga gaming site.</li>' +
        '<li>Kausapin ang mga bata tungkol sa mga panganib ng pagsusugal.</li></ul>',
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
      '<h3>I forgot my password.</h3><p>Use "Forgot password" on the login form and reset it with an SMS code.</p><h3>Why can I not log in?</h3><p>Check your username and password, or contact customer service.</p>',
    ],
    [
      'deposit',
      'How to Deposit',
      '<p>Log in and open <strong>Deposit</strong> in the Member Center. The <a href="/?mc=depositv2&amp;guide=bank">deposit guide</a> shows every step with a picture.</p>' +
        '<h3>Bank transfer</h3><ol>' +
        '<li>Pick a method marked "Bank transfer". Its card shows the smallest and the largest amount.</li>' +
        '<li>The box "Send your payment to this account" shows the bank, the account name and the account number. Send only there, and check it every time you deposit.</li>' +
        '<li>Copy the account number and send, from your bank or e-wallet app, exactly the amount you enter in the form.</li>' +
        '<li>Enter the reference number of your transfer and add a clear photo or screenshot of the receipt (PNG or JPG, up to 3, 5 MB each).</li>' +
        '<li>Submit the deposit. Most are approved within 5 to 30 minutes; the amount then goes into your wallet. Still pending after an hour? Contact customer service with the order number.</li></ol>' +
        '<p>Made a mistake before paying? Cancel the pending deposit under "Recent deposits". Never cancel one you have already paid.</p>' +
        '<h3>Online payment</h3><ol>' +
        '<li>Pick a method marked "Online payment", enter the amount and tap "Pay online".</li>' +
        '<li>Pay on the payment page that opens in a new tab. It did not open? Tap "Open the payment page" or allow pop-ups; do not start a second deposit.</li>' +
        '<li>The amount arrives as soon as the payment is confirmed, usually within a minute. Nothing after 15 minutes? Contact customer service.</li></ol>',
    ],
    [
      'withdrawal',
      'How to Withdraw',
      '<ol><li>Add your bank account or e-wallet.</li><li>Choose Withdrawal and enter the amount.</li><li>Confirm with your payment password.</li></ol>',
    ],
    [
      'agent',
      'Become an Agent',
      '<p>Earn as a Swerte agent: invite players with your affiliate link and receive commission, daily salary and dividends under your contract.</p><p>Apply on the <a href="/join">Become a Partner</a> page: our team reviews your application and you see the answer there. Questions? Talk to customer service.</p>',
    ],
    [
      'responsible',
      'Responsible Gaming',
      '<p>Gaming is entertainment, not a way to earn money. Before you play, decide how much money and time you can afford, and stop when you reach it.</p>' +
        '<h3>Stay in control</h3><ul>' +
        '<li><strong>Limits:</strong> set your own daily, weekly or monthly limits on deposits, losses, stakes and session time. Lowering one takes effect at once; raising one waits for a cooling-off.</li>' +
        '<li><strong>Reality check:</strong> a reminder while you play, with the time played, the session result and your last 10 bets.</li>' +
        '<li><strong>Take a break (cooling-off):</strong> close your account for anything from 24 hours to 6 weeks.</li>' +
        '<li><strong>Self-exclusion:</strong> close your account for 6 months, 1 year or 5 years. It cannot be undone before the period ends, and you receive no promotions meanwhile.</li>' +
        '<li><strong>Watch the clock:</strong> take regular breaks, and never play when tired, upset or after drinking.</li></ul>' +
        '<h3>Warning signs</h3><ul><li>You chase your losses.</li><li>You borrow money, or use money meant for bills.</li><li>You hide from your family how often you play.</li><li>You neglect work, studies or family.</li></ul>' +
        '<h3>Where to get help</h3><ul>' +
        '<li>National Center for Mental Health crisis hotline: <strong>1553</strong> (landline, toll-free nationwide) or <strong>0917 899 8727</strong>, 24 hours.</li>' +
        "<li>PAGCOR's Responsible Gaming programme, which also takes exclusion requests (National Database of Restricted Persons).</li>" +
        '<li>Gamblers Anonymous: <a href="https://www.gamblersanonymous.org" target="_blank" rel="noopener noreferrer">gamblersanonymous.org</a>.</li></ul>' +
        '<p>Set a limit, take a break or exclude yourself at any time on the <a href="/?mc=responsibleGaming">Responsible gaming</a> page of the Member Center.</p>',
    ],
    [
      'age',
      'For Ages 18 and Over',
      '<p>You must be at least <strong>18 years old</strong> to open an account and play. We may ask for a valid ID at any time, in particular before a withdrawal.</p>' +
        '<p>Accounts of anyone under 18 are closed: their winnings are void and any remaining deposit is returned.</p>' +
        '<h3>For parents and guardians</h3><ul>' +
        '<li>Never share your username and password, and log out after playing.</li>' +
        '<li>Use parental controls, such as Google Family Link or Apple Screen Time, to block gaming sites.</li>' +
        '<li>Talk with children about the risks of gambling.</li></ul>',
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
