import { isSupportedLanguage, type LanguageCode, languageName } from './detect-language.ts';

/** The agent's own sentences, one set per language it can speak. */
export interface Phrases {
  /** businessName is empty when the agent carries the business's own name. */
  greeting(agentName: string, businessName: string): string;
  thanks: string;
  goodbye: string;
  dontKnow: string;
  handoff: string;
  handoffPending: string;
  /** Reply to a plain "no" (for instance, declining the offer of a person). */
  noProblem: string;
  sources: string;
  /** Said when the knowledge base holds nothing in the visitor's language. */
  answeringIn(visitorLanguage: string, replyLanguage: string): string;
}

const table: Record<LanguageCode, Phrases> = {
  en: {
    greeting: (agent, business) =>
      `Hi! I'm ${agent}${business ? `, ${business}'s assistant` : ''}. What would you like to know?`,
    thanks: "You're welcome! Anything else I can help with?",
    goodbye: 'Goodbye, and thanks for chatting! Come back any time.',
    dontKnow:
      "I'm sorry, I don't know the answer to that, and I'd rather not guess. Would you like me to connect you with a person from our team?",
    handoff:
      "I'm handing this conversation to a person on our team. A teammate will reply here as soon as possible.",
    handoffPending: 'A teammate has been asked to join and will reply here shortly.',
    noProblem: 'No problem. Is there anything else I can help you with?',
    sources: 'Sources',
    answeringIn: (visitor, reply) =>
      `I don't have information in ${languageName(visitor, 'en')} yet, so I'm answering in ${languageName(reply, 'en')}.`,
  },
  fr: {
    greeting: (agent, business) =>
      `Bonjour ! Je suis ${agent}${business ? `, l'assistante de ${business}` : ''}. Que souhaitez-vous savoir ?`,
    thanks: 'Avec plaisir ! Puis-je vous aider pour autre chose ?',
    goodbye: 'Au revoir, et merci pour cet échange ! Revenez quand vous voulez.',
    dontKnow:
      'Désolée, je ne connais pas la réponse et je préfère ne pas deviner. Voulez-vous que je vous mette en relation avec une personne de notre équipe ?',
    handoff:
      "Je transmets cette conversation à une personne de notre équipe. Un membre de l'équipe vous répondra ici dès que possible.",
    handoffPending: "Un membre de l'équipe a été prévenu et vous répondra ici sous peu.",
    noProblem: 'Pas de souci. Puis-je vous aider pour autre chose ?',
    sources: 'Sources',
    answeringIn: (visitor, reply) =>
      `Je n'ai pas encore d'informations en ${languageName(visitor, 'fr')}, je réponds donc en ${languageName(reply, 'fr')}.`,
  },
  es: {
    greeting: (agent, business) =>
      `¡Hola! Soy ${agent}${business ? `, la asistente de ${business}` : ''}. ¿Qué te gustaría saber?`,
    thanks: '¡De nada! ¿Puedo ayudarte con algo más?',
    goodbye: '¡Adiós y gracias por escribirnos! Vuelve cuando quieras.',
    dontKnow:
      'Lo siento, no sé la respuesta y prefiero no adivinar. ¿Quieres que te ponga en contacto con una persona de nuestro equipo?',
    handoff:
      'Paso esta conversación a una persona de nuestro equipo. Un compañero te responderá aquí lo antes posible.',
    handoffPending: 'Ya avisamos a un compañero del equipo; te responderá aquí en breve.',
    noProblem: 'Sin problema. ¿Puedo ayudarte con algo más?',
    sources: 'Fuentes',
    answeringIn: (visitor, reply) =>
      `Todavía no tengo información en ${languageName(visitor, 'es')}, así que respondo en ${languageName(reply, 'es')}.`,
  },
  de: {
    greeting: (agent, business) =>
      `Hallo! Ich bin ${agent}${business ? `, die Assistentin von ${business}` : ''}. Was möchten Sie wissen?`,
    thanks: 'Gern geschehen! Kann ich sonst noch helfen?',
    goodbye: 'Auf Wiedersehen und danke für das Gespräch! Schauen Sie jederzeit wieder vorbei.',
    dontKnow:
      'Das weiß ich leider nicht, und ich möchte nicht raten. Soll ich Sie mit einer Person aus unserem Team verbinden?',
    handoff:
      'Ich übergebe dieses Gespräch an eine Person aus unserem Team. Ein Teammitglied antwortet Ihnen hier so bald wie möglich.',
    handoffPending: 'Ein Teammitglied wurde benachrichtigt und antwortet Ihnen hier in Kürze.',
    noProblem: 'Kein Problem. Kann ich Ihnen sonst noch helfen?',
    sources: 'Quellen',
    answeringIn: (visitor, reply) =>
      `Ich habe noch keine Informationen auf ${languageName(visitor, 'de')}, daher antworte ich auf ${languageName(reply, 'de')}.`,
  },
  pt: {
    greeting: (agent, business) =>
      `Olá! Sou ${agent}${business ? `, a assistente da ${business}` : ''}. O que gostaria de saber?`,
    thanks: 'De nada! Posso ajudar com mais alguma coisa?',
    goodbye: 'Até logo e obrigado pela conversa! Volte quando quiser.',
    dontKnow:
      'Desculpe, não sei a resposta e prefiro não adivinhar. Quer que eu o coloque em contacto com uma pessoa da nossa equipa?',
    handoff:
      'Vou passar esta conversa a uma pessoa da nossa equipa. Um colega responderá aqui assim que possível.',
    handoffPending: 'Um colega da equipa já foi avisado e responderá aqui em breve.',
    noProblem: 'Sem problema. Posso ajudar com mais alguma coisa?',
    sources: 'Fontes',
    answeringIn: (visitor, reply) =>
      `Ainda não tenho informações em ${languageName(visitor, 'pt')}, por isso respondo em ${languageName(reply, 'pt')}.`,
  },
  it: {
    greeting: (agent, business) =>
      `Ciao! Sono ${agent}${business ? `, l'assistente di ${business}` : ''}. Cosa vorresti sapere?`,
    thanks: 'Prego! Posso aiutarti con altro?',
    goodbye: 'Arrivederci e grazie per la chiacchierata! Torna quando vuoi.',
    dontKnow:
      'Mi dispiace, non conosco la risposta e preferisco non tirare a indovinare. Vuoi che ti metta in contatto con una persona del nostro team?',
    handoff:
      'Passo questa conversazione a una persona del nostro team. Un collega ti risponderà qui il prima possibile.',
    handoffPending: 'Un collega del team è stato avvisato e ti risponderà qui a breve.',
    noProblem: 'Nessun problema. Posso aiutarti con altro?',
    sources: 'Fonti',
    answeringIn: (visitor, reply) =>
      `Non ho ancora informazioni in ${languageName(visitor, 'it')}, quindi rispondo in ${languageName(reply, 'it')}.`,
  },
  nl: {
    greeting: (agent, business) =>
      `Hallo! Ik ben ${agent}${business ? `, de assistent van ${business}` : ''}. Wat wil je weten?`,
    thanks: 'Graag gedaan! Kan ik nog ergens mee helpen?',
    goodbye: 'Tot ziens en bedankt voor het gesprek! Kom gerust terug.',
    dontKnow:
      'Sorry, dat weet ik niet en ik gok liever niet. Zal ik je in contact brengen met iemand van ons team?',
    handoff:
      'Ik geef dit gesprek door aan iemand van ons team. Een collega antwoordt je hier zo snel mogelijk.',
    handoffPending: 'Een collega is op de hoogte gebracht en antwoordt je hier binnenkort.',
    noProblem: 'Geen probleem. Kan ik je ergens anders mee helpen?',
    sources: 'Bronnen',
    answeringIn: (visitor, reply) =>
      `Ik heb nog geen informatie in het ${languageName(visitor, 'nl')}, dus ik antwoord in het ${languageName(reply, 'nl')}.`,
  },
  sw: {
    greeting: (agent, business) =>
      `Habari! Mimi ni ${agent}${business ? `, msaidizi wa ${business}` : ''}. Ungependa kujua nini?`,
    thanks: 'Karibu! Kuna kitu kingine ninachoweza kukusaidia?',
    goodbye: 'Kwaheri, na asante kwa mazungumzo! Karibu tena wakati wowote.',
    dontKnow:
      'Samahani, sijui jibu la swali hilo na sitaki kubahatisha. Ungependa nikuunganishe na mtu kutoka timu yetu?',
    handoff:
      'Ninakabidhi mazungumzo haya kwa mtu wa timu yetu. Mwenzetu atakujibu hapa haraka iwezekanavyo.',
    handoffPending: 'Mwenzetu ameshajulishwa na atakujibu hapa hivi karibuni.',
    noProblem: 'Hakuna shida. Kuna kitu kingine ninachoweza kukusaidia?',
    sources: 'Vyanzo',
    answeringIn: (visitor, reply) =>
      `Bado sina taarifa kwa ${languageName(visitor, 'sw')}, kwa hiyo ninajibu kwa ${languageName(reply, 'sw')}.`,
  },
};

export function phrasesFor(language: string): Phrases {
  return isSupportedLanguage(language) ? table[language] : table.en;
}
