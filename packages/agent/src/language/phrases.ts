import type { AgentPurpose, AgentTone } from '../types.ts';
import { isSupportedLanguage, type LanguageCode, languageName } from './detect-language.ts';

const role: Record<AgentPurpose, string> = {
  support: 'support assistant',
  sales: 'sales assistant',
  bookings: 'booking assistant',
  crm: 'assistant',
};

/** The agent's own sentences, one set per language it can speak. */
export interface Phrases {
  /** businessName is empty when the agent carries the business's own name. */
  greeting(agentName: string, businessName: string, purpose?: AgentPurpose): string;
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
  /** A handoff outside business hours: nobody is in, leave a message. */
  leaveMessage: string;
}

const table: Record<LanguageCode, Phrases> = {
  en: {
    greeting: (agent, business, purpose) =>
      `Hi! I'm ${agent}${business ? `, ${business}'s ${purpose ? role[purpose] : 'assistant'}` : ''}. What would you like to know?`,
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
    leaveMessage:
      'Our team is away right now, outside our business hours. Please leave your message here and a teammate will reply as soon as we are back.',
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
    leaveMessage:
      "Notre équipe est absente pour le moment, en dehors de nos heures d'ouverture. Laissez votre message ici et un membre de l'équipe vous répondra dès notre retour.",
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
    leaveMessage:
      'Nuestro equipo no está disponible ahora, fuera de nuestro horario. Deja tu mensaje aquí y un compañero te responderá en cuanto volvamos.',
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
    leaveMessage:
      'Unser Team ist außerhalb der Geschäftszeiten gerade nicht erreichbar. Hinterlassen Sie hier Ihre Nachricht, und ein Teammitglied antwortet Ihnen, sobald wir zurück sind.',
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
    leaveMessage:
      'A nossa equipa não está disponível agora, fora do horário de funcionamento. Deixe aqui a sua mensagem e um colega responderá assim que voltarmos.',
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
    leaveMessage:
      "Il nostro team non è disponibile ora, fuori dall'orario di apertura. Lascia qui il tuo messaggio e un collega ti risponderà appena rientriamo.",
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
    leaveMessage:
      'Ons team is nu niet bereikbaar, buiten onze openingstijden. Laat hier je bericht achter en een collega antwoordt zodra we terug zijn.',
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
    leaveMessage:
      'Timu yetu haipo kwa sasa, nje ya saa za kazi. Acha ujumbe wako hapa na mwenzetu atakujibu tutakaporudi.',
  },
};

/** English in the two other registers (other languages keep their one register). */
const englishTones: Record<Exclude<AgentTone, 'friendly'>, Partial<Phrases>> = {
  formal: {
    greeting: (agent, business, purpose) =>
      `Good day. I am ${agent}${business ? `, ${business}'s ${purpose ? role[purpose] : 'assistant'}` : ''}. How may I assist you?`,
    thanks: 'You are most welcome. Is there anything else I may assist you with?',
    goodbye: 'Thank you for contacting us. Goodbye.',
    dontKnow:
      'I regret that I do not have the answer to that, and I would rather not guess. Would you like me to connect you with a person from our team?',
    handoff:
      'I am transferring this conversation to a member of our team. A colleague will respond here as soon as possible.',
    noProblem: 'Certainly. Is there anything else I may assist you with?',
  },
  concise: {
    greeting: (agent, business, purpose) =>
      `Hi, I'm ${agent}${business ? `, ${business}'s ${purpose ? role[purpose] : 'assistant'}` : ''}. How can I help?`,
    thanks: "You're welcome.",
    goodbye: 'Bye!',
    dontKnow: "I don't know that. Shall I connect you with a person from our team?",
    handoff: 'A teammate will reply here soon.',
    noProblem: 'OK. Anything else?',
  },
};

export function phrasesFor(language: string, tone: AgentTone = 'friendly'): Phrases {
  const base = isSupportedLanguage(language) ? table[language] : table.en;
  if (tone === 'friendly' || base !== table.en) return base;
  return { ...base, ...englishTones[tone] };
}

/** Whether a bot message is the agent's "I don't know" (any language or register, or the business's own). */
export function isDontKnowText(text: string, custom?: string | null): boolean {
  const t = text.trim();
  if (custom && t.startsWith(custom.trim())) return true;
  for (const phrases of Object.values(table)) if (t.startsWith(phrases.dontKnow)) return true;
  for (const phrases of Object.values(englishTones))
    if (phrases.dontKnow && t.startsWith(phrases.dontKnow)) return true;
  return false;
}
